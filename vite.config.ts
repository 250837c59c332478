import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The SPA is served by the gateway process (`npm start`). For `npm run dev`, start the
 * gateway (`npm run gateway`) and set VITE_GATEWAY_URL=http://localhost:3000.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
