/**
 * A Vite build plugin: a brotli (`.br`) and a gzip (`.gz`) copy of every text asset, made
 * once at build time at the highest levels, so the server sends them with
 * `Content-Encoding` and never compresses a file per request (@fastify/static preCompressed).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

export function compressAssets(): Plugin {
  return {
    name: 'shop:compress-assets',
    apply: 'build',
    enforce: 'post',
    // After writing: the bundle holds the final code then (Vite rewrites its preload markers
    // in its own generateBundle, which may run after ours).
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!TEXT.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(path.join(dir, `${file.fileName}.br`), br);
        writeFileSync(path.join(dir, `${file.fileName}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
