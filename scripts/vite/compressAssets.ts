/**
 * A Vite build plugin: a brotli (`.br`) and a gzip (`.gz`) copy of every text asset, made
 * once at build time at the highest levels, so the server sends them with
 * `Content-Encoding` and never compresses a file per request (@fastify/static preCompressed).
 */
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
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!TEXT.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
      }
    },
  };
}
