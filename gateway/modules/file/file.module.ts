/**
 * SPEC §7 Shop images: the objects under the shop's folder of the object store
 * (`{owner}/{shop}/…`, SPEC §7 Image upload), listed newest first and deleted by key. The
 * browser uploads them itself (src/lib/upload.ts); nothing here writes an image.
 */
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client, type _Object } from '@aws-sdk/client-s3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileContract as fileRoutes } from '../../../resources/file/file.contract';
import type { ShopImage } from '../../../resources/file/file.schema';
import { objectFolder, publicUrl } from '../../../resources/storage/storage.keys';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { storageSettings } from '../../storage/storage.settings';

/** How many objects one shop's listing reads at most. */
const LIST_CAP = 10_000;

function fileRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  let bucketClient: S3Client | undefined;
  /** The embedded store's own client, or one for a real bucket with the process's credentials. */
  const client = (): S3Client | null => {
    if (app.objectStore) return app.objectStore.client();
    const storage = config.storage;
    if (storage?.kind !== 's3') return null;
    bucketClient ??= new S3Client({
      region: storage.region,
      endpoint: storage.endpoint ?? undefined,
      forcePathStyle: storage.forcePathStyle,
    });
    return bucketClient;
  };
  const prefixOf = async (shopId: string) => {
    const shop = await db.selectFrom('shops').select('owner_id').where('id', '=', shopId).executeTakeFirstOrThrow();
    return `${objectFolder('shop', { userId: shop.owner_id, shopId })}/`;
  };
  const baseUrl = (req: FastifyRequest) =>
    storageSettings(config.storage, `${req.protocol}://${req.host}`)?.publicBaseUrl ?? '';

  async function listAll(s3: S3Client, bucket: string, prefix: string): Promise<_Object[]> {
    const out: _Object[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      out.push(...(page.Contents ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token && out.length < LIST_CAP);
    return out;
  }

  serve(app, deps, fileRoutes.list, async ({ query, shopId, req }) => {
    const s3 = client();
    const empty = { images: [] as ShopImage[], total: 0, page: query.page, limit: query.limit };
    if (!s3 || !config.storage) return { data: empty };
    const objects = (await listAll(s3, config.storage.bucket, await prefixOf(shopId)))
      .filter((o) => o.Key && !o.Key.endsWith('/'))
      .sort(
        (a, b) =>
          (b.LastModified?.getTime() ?? 0) - (a.LastModified?.getTime() ?? 0) ||
          String(a.Key).localeCompare(String(b.Key)),
      );
    const base = baseUrl(req);
    const images = objects.slice((query.page - 1) * query.limit, query.page * query.limit).map((o): ShopImage => {
      const key = o.Key as string;
      return {
        id: key,
        key,
        name: key.split('/').pop()!.replace(/^\d+-/, ''),
        url: publicUrl(base, key),
        size: Number(o.Size ?? 0),
        uploaded_at: o.LastModified?.toISOString() ?? null,
      };
    });
    return { data: { ...empty, images, total: objects.length } };
  });

  serve(app, deps, fileRoutes.deleteMany, async ({ body, shopId }) => {
    const s3 = client();
    const prefix = await prefixOf(shopId);
    // Another shop's key (or one climbing out of the folder) is never touched.
    const ids = body.ids.filter((key) => key.startsWith(prefix) && !key.split('/').includes('..'));
    if (s3 && config.storage && ids.length) {
      await s3.send(
        new DeleteObjectsCommand({ Bucket: config.storage.bucket, Delete: { Objects: ids.map((Key) => ({ Key })) } }),
      );
    }
    return { data: { ids } };
  });
}

export const fileModule = defineModule({ name: 'file', routes: fileRoutesOf });
