/**
 * Where template files live: the object store (SPEC §7 "several gateway instances share
 * them"): the embedded s3rver or the configured bucket, under `themes/<shop>/<layout>/`.
 * Without any object store configured (API-only tests) a table stands in, with the same
 * keys, so every instance still shares them through the database.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { GatewayConfig } from '../../config';
import { startsWithText } from '../../lib/text';
import './theme.tables';

export interface StoredObject {
  key: string;
  size: number;
  updated_at: string;
}

export interface TemplateStore {
  get(key: string): Promise<string | undefined>;
  put(key: string, body: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  /** Every object under the prefix, in key order. */
  list(prefix: string): Promise<StoredObject[]>;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function s3TemplateStore(client: () => S3Client, bucket: string): TemplateStore {
  return {
    async get(key) {
      try {
        const answer = await client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return await answer.Body?.transformToString('utf-8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async put(key, body) {
      // Private: theme files are served by the storefront, never straight from the bucket.
      await client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: Buffer.from(body, 'utf-8'),
          ContentType: 'text/plain; charset=utf-8',
        }),
      );
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        if (Objects.length) await client().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects } }));
      }
    },
    async list(prefix) {
      const out: StoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client().send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key)
            out.push({ key: o.Key, size: o.Size ?? 0, updated_at: (o.LastModified ?? new Date()).toISOString() });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && out.length < 20_000);
      return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

/** The shop a key belongs to: `themes/<shop>/…`; null for any other key. */
export const keyShop = (key: string): string | null => (key.startsWith('themes/') ? key.split('/')[1] || null : null);

export function dbTemplateStore(db: Db): TemplateStore {
  return {
    async get(key) {
      const row = await db.selectFrom('template_objects').select('body').where('key', '=', key).executeTakeFirst();
      return row?.body;
    },
    async put(key, body) {
      const row = {
        key,
        shop_id: keyShop(key),
        body,
        size: Buffer.byteLength(body),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('template_objects')
        .values(row)
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ body: row.body, size: row.size, updated_at: row.updated_at }),
        )
        .execute();
    },
    async remove(keys) {
      for (let i = 0; i < keys.length; i += 500) {
        const chunk = keys.slice(i, i + 500);
        if (chunk.length) await db.deleteFrom('template_objects').where('key', 'in', chunk).execute();
      }
    },
    async list(prefix) {
      const rows = await db
        .selectFrom('template_objects')
        .select(['key', 'size', 'updated_at'])
        .where(startsWithText('key', prefix))
        .execute();
      return rows
        .map((r) => ({ key: r.key, size: Number(r.size), updated_at: r.updated_at }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
  };
}

/** The store the app is configured with: the embedded one, a bucket, or the table. */
export function templateStoreFor(app: FastifyInstance, db: Db, config: GatewayConfig): TemplateStore {
  const storage = config.storage;
  if (!storage) return dbTemplateStore(db);
  let bucketClient: S3Client | undefined;
  const client = () => {
    // The embedded store's address is known once the app is ready: one client from then on.
    if (app.objectStore) return (bucketClient ??= app.objectStore.client());
    bucketClient ??= new S3Client({
      region: storage.kind === 's3' ? storage.region : 'ap-southeast-1',
      endpoint: storage.kind === 's3' ? (storage.endpoint ?? undefined) : undefined,
      forcePathStyle: storage.kind === 's3' ? storage.forcePathStyle : true,
    });
    return bucketClient;
  };
  return s3TemplateStore(client, storage.bucket);
}
