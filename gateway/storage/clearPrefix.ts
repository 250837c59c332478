/** Deletes every object under a prefix (a shop's folder, SPEC §7 paths {user}/{shop}/…): CLEAN-SHOP. */
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

export async function clearPrefix(client: S3Client, bucket: string, prefix: string): Promise<number> {
  let removed = 0;
  for (;;) {
    // Always the first page: what was listed is deleted, so the next list starts after it.
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }));
    const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => Boolean(k));
    if (!keys.length) return removed;
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
    );
    removed += keys.length;
  }
}
