import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { supportedBrowsers } from './tools/vite/supported-browsers';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/app',
  publicDir: 'public',
  plugins: [react(), supportedBrowsers()],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/settings.json': `http://127.0.0.1:${apiPort}`,
    },
  },
});
