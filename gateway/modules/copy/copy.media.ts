/**
 * Media of copies live under the target shop's own prefix in the object store
 * (`{owner}/{target}/…`), never linked to the source's objects: deleting the source shop
 * (CLEAN-SHOP clears its prefix) must not break the copies. The target key is the source key
 * with the shop swapped, so a re-run writes the same objects again rather than new ones.
 */
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { publicUrl } from '../../../resources/storage/storage.keys';
import type { StorageConfig } from '../../storage/storage.config';
import { storageSettings } from '../../storage/storage.settings';

export interface MediaPlace {
  /** The store's public base (relative '/s3/<bucket>' for the embedded one), or null without a store. */
  publicBaseUrl: string | null;
  owner: string;
  source: string;
  target: string;
}

export const mediaPlace = (storage: StorageConfig | undefined, owner: string, source: string, target: string) => ({
  publicBaseUrl: storageSettings(storage)?.publicBaseUrl ?? null,
  owner,
  source,
  target,
});

/** The object key of one of the source shop's images, or null (another host, another shop's folder). */
export function sourceKey(place: MediaPlace, url: string): string | null {
  if (!place.publicBaseUrl) return null;
  let rest: string | null = null;
  const base = place.publicBaseUrl.replace(/\/+$/, '');
  if (url.startsWith(`${base}/`)) rest = url.slice(base.length + 1);
  else if (base.startsWith('/')) {
    try {
      const path = new URL(url).pathname;
      if (path.startsWith(`${base}/`)) rest = path.slice(base.length + 1);
    } catch {
      return null;
    }
  }
  if (rest === null) return null;
  const key = rest.split('/').map(decodeURIComponent).join('/');
  return key.startsWith(`${place.owner}/${place.source}/`) && !key.includes('..') ? key : null;
}

/** Where an image goes in the target shop: same address form, the target's folder. Unchanged when not ours. */
export function copiedUrl(place: MediaPlace, url: string): string {
  const key = sourceKey(place, url);
  if (!key || !place.publicBaseUrl) return url;
  const targetKey = `${place.owner}/${place.target}/${key.slice(place.owner.length + place.source.length + 2)}`;
  const path = publicUrl(place.publicBaseUrl, targetKey);
  if (!place.publicBaseUrl.startsWith('/')) return path;
  return new URL(path, new URL(url).origin).href;
}

/** Copies each image of the source's folder to the target's; answers the images it could not read (linked as they were). */
export async function copyObjects(
  client: S3Client,
  bucket: string,
  place: MediaPlace,
  urls: Iterable<string>,
): Promise<Set<string>> {
  const missing = new Set<string>();
  for (const url of new Set(urls)) {
    const from = sourceKey(place, url);
    if (!from) continue;
    const to = sourceKey({ ...place, source: place.target }, copiedUrl(place, url));
    try {
      const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: from }));
      const bytes = await got.Body!.transformToByteArray();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: to!,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: got.ContentType ?? 'application/octet-stream',
        }),
      );
    } catch {
      missing.add(url);
    }
  }
  return missing;
}
