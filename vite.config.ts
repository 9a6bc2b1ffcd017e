import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { API_CALLS } from './tools/vite/api-calls.ts';
import { chakraGlobalStylesheet } from './tools/vite/chakra-global-css.ts';
import { devValidators } from './tools/vite/dev-validators.ts';
import { earlySteps } from './tools/vite/early-steps.ts';
import { firstPageChunks } from './tools/vite/first-page-chunks.ts';
import { markdownOnDemand } from './tools/vite/markdown-on-demand.ts';
import { journeyPreview } from './tools/vite/journey-preview.ts';
import { jsonPathOnDemand } from './tools/vite/json-path-on-demand.ts';
import { precompress } from './tools/vite/precompress.ts';
import { reactRouterProduction } from './tools/vite/react-router-production.ts';
import { reactRouterUnusedComponents } from './tools/vite/react-router-unused-components.ts';
import { rjsfStandIns } from './tools/vite/rjsf-stand-ins.ts';
import { supportedBrowsers } from './tools/vite/supported-browsers.ts';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/app',
  publicDir: 'public',
  plugins: [
    react(),
    supportedBrowsers(),
    firstPageChunks({ startUp: 'main.ts', app: 'app.tsx', early: 'theme.ts' }),
    precompress(),
    devValidators(),
    journeyPreview(projectRoot),
    rjsfStandIns(projectRoot),
    reactRouterProduction(projectRoot),
    reactRouterUnusedComponents(),
    chakraGlobalStylesheet({ theme: 'theme.ts', stylesheet: 'styles.css' }),
    earlySteps(projectRoot),
  ],
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    target: 'es2022',
    // Written for the lender's developers, not referenced by the bundles nor served (src/server/plugins/web-app.ts).
    sourcemap: 'hidden',
    // The bundle budget (tools/check-bundle-size.ts) follows the entry's imports through it.
    manifest: true,
    rolldownOptions: {
      // Chakra's identity `defineConfig` wraps its full default theme: known pure, the theme's
      // unused recipes (src/app/chakra-theme-slice.ts takes a few) drop out of the bundle.
      // Emotion imports hoist-non-react-statics bare, for its withTheme, which nothing of the portal
      // calls; the module only defines a function, so the import falls out with its caller.
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  // RJSF's Markdown, loaded when a step first renders some; jsonpath-plus, loaded for rule records whose paths need it.
  resolve: { alias: [...markdownOnDemand(projectRoot), ...jsonPathOnDemand(projectRoot)] },
  // The precompiled validators' one runtime import, which the dependency scan cannot see in their CommonJS.
  optimizeDeps: { include: ['ajv/dist/runtime/ucs2length'] },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      [API_CALLS]: `http://127.0.0.1:${apiPort}`,
      '/settings.json': `http://127.0.0.1:${apiPort}`,
    },
  },
});
