import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups, FIRST_LOAD_CHUNKS } from './scripts/vite/chunkGroups';
import { compressAssets } from './scripts/vite/compressAssets';
import { firstScreens } from './scripts/vite/firstScreens';

/**
 * The SPA is served by the gateway process (`npm start`). For `npm run dev`, start the
 * gateway (`npm run gateway`) and set VITE_GATEWAY_URL=http://localhost:3000.
 * Build: the first load comes in a framework and a shell chunk (scripts/vite/chunkGroups.ts),
 * every file also as .br and .gz (scripts/vite/compressAssets.ts).
 */
export default defineConfig({
  plugins: [react(), firstScreens(), compressAssets()],
  resolve: {
    // A polyfill of a built-in, with its 20 dependencies, off the first load (the file says why).
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./scripts/vite/shims/object-entries.cjs', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Vite's preload list per dynamic import stays, though it is 6 KiB (gzip) of file names in
    // the shell with a chunk per screen: without it (tried) every screen's first visit waited
    // one more round trip, its shared chunks found only once its own chunk had arrived.
    rolldownOptions: {
      output: {
        codeSplitting: chunkGroups(),
        // Those lists name every file: the ~250 screen and shared chunks go by their hash
        // alone (1.5 KiB less first load); the first load's own chunks keep their names.
        chunkFileNames: (chunk) =>
          FIRST_LOAD_CHUNKS.includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
      },
    },
  },
});
