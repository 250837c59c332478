/**
 * Seed images: small SVG tiles (a colour and the title's initials), put in the embedded
 * store with the S3 SDK as the browser would (public-read), a few at a time.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { initials } from '../../core/initials';
import type { EmbeddedObjectStore } from '../storage/objectStore';
import { xmlText } from '../modules/feed/feed.xml';

export function tileSvg(title: string, colour: string, shade: number): string {
  const words = title.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters = initials({ first_name: words[0] ?? title, last_name: words[1] ?? '' }) || '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${colour}"/>` +
    `<circle cx="200" cy="200" r="${120 + (shade % 5) * 12}" fill="#ffffff" fill-opacity="${(0.12 + (shade % 4) * 0.05).toFixed(2)}"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Georgia, serif" font-size="120" fill="#ffffff">${xmlText(letters)}</text>` +
    '</svg>'
  );
}

export interface Upload {
  key: string;
  body: string;
}

/** Puts the objects, `parallel` at a time. */
export async function uploadAll(store: EmbeddedObjectStore, uploads: Upload[], parallel = 12): Promise<void> {
  const client = store.client();
  try {
    let next = 0;
    const worker = async () => {
      while (next < uploads.length) {
        const { key, body } = uploads[next++];
        await client.send(
          new PutObjectCommand({
            Bucket: store.bucket,
            Key: key,
            Body: Buffer.from(body),
            ContentType: 'image/svg+xml',
            ACL: 'public-read',
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    client.destroy();
  }
}
