import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { jsonPathOriginal } from './tools/vite/json-path-on-demand.ts';
import { markdownOnDemand } from './tools/vite/markdown-on-demand.ts';
import { supportedBrowsers } from './tools/vite/supported-browsers.ts';

export default defineConfig({
  // The web app's virtual modules, so a test can import any of its modules as the build does.
  plugins: [supportedBrowsers()],
  // The engine's jsonpath-plus stays the library itself here (the server's); the web app's on-demand module reaches it by its second name.
  resolve: { alias: [...markdownOnDemand(path.dirname(fileURLToPath(import.meta.url))), jsonPathOriginal(path.dirname(fileURLToPath(import.meta.url)))] },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The fault-injection suite has a run of its own (vitest.faults.config.ts, npm run test:faults).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers fit this machine's two cores.
    maxWorkers: 2,
  },
});
