/**
 * A ZIP written to disk as it is made (fflate's streaming Zip): entries are fed in pieces,
 * compressed and written out with back-pressure, so a shop's million orders or gigabyte of
 * images never sit in memory. Each entry's size and SHA-256 (of its uncompressed bytes) are
 * counted on the way, for the manifest. No ZIP64: an entry or archive stays under 4 GB.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** Pieces are gathered to this size before they are compressed (fewer, larger deflate calls). */
const CHUNK_BYTES = 256 * 1024;

export interface ZipEntry {
  path: string;
  size: number;
  sha256: string;
}

export type WritePiece = (piece: string | Uint8Array) => Promise<void>;

export class ZipFile {
  private readonly out;
  private readonly zip: Zip;
  private readonly finished: Promise<unknown>;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.out = createWriteStream(path);
    // once() rejects on an error event: kept as the failure, not left unhandled.
    this.finished = once(this.out, 'finish').catch((error: Error) => (this.failure ??= error));
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure ??= error;
      else {
        this.out.write(chunk);
        if (final) this.out.end();
      }
    });
  }

  private async drained() {
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  /** One entry, filled by `fill`; deflated unless `stored` (images, already compressed). */
  async entry(path: string, fill: (write: WritePiece) => Promise<void>, stored = false): Promise<ZipEntry> {
    const file = stored ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 });
    this.zip.add(file);
    const hash = createHash('sha256');
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const chunk = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      file.push(chunk, false);
      await this.drained();
    };
    await fill(async (piece) => {
      const bytes =
        typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
      hash.update(bytes);
      size += bytes.length;
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= CHUNK_BYTES) await flush();
    });
    await flush();
    file.push(new Uint8Array(0), true);
    await this.drained();
    return { path, size, sha256: hash.digest('hex') };
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
    if (this.failure) throw this.failure;
  }

  /** Stops on a failure: the file is closed as it is (the caller removes it). */
  abort() {
    this.zip.terminate();
    this.out.destroy();
  }
}
