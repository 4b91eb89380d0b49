import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

import { normalizeBaseUrl } from './src/baseUrl.ts';

// Assets are built under the mount path (BASE_URL, a build input in turbo.json); the server mounts the app at
// the same path at runtime (server/app.ts).
export default defineConfig({
  base: normalizeBaseUrl(process.env.BASE_URL),
  plugins: [vike(), react(), vanillaExtractPlugin()],
});
