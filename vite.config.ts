import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tools/vite/precompress';
import { supportedBrowsers } from './tools/vite/supported-browsers';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/app',
  publicDir: 'public',
  plugins: [react(), supportedBrowsers(), precompress()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The bundle budget (tools/check-bundle-size.ts) follows the entry's imports through it.
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/settings.json': `http://127.0.0.1:${apiPort}`,
    },
  },
});
