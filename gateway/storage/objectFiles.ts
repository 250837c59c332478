/** Streams in and out of the object store: listing a prefix, reading an object, putting a file from disk. */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** Every object under a prefix, page by page (1,000 keys a request), never all keys at once. */
export async function* listObjects(client: S3Client, bucket: string, prefix: string) {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0 };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** An object's bytes as a stream (Node's SDK answers a Readable). */
export async function readObject(client: S3Client, bucket: string, key: string): Promise<Readable> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return answer.Body as Readable;
}

/** Puts a file from disk without reading it into memory. */
export async function putFile(client: S3Client, bucket: string, key: string, file: string, size: number, type: string) {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: createReadStream(file),
      ContentLength: size,
      ContentType: type,
    }),
  );
}
