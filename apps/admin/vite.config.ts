import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office's SPA (decision 0780): built to dist/, served by the storefront process's admin listener
// (apps/storefront/server/admin) on its own origin; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3001' } },
});
