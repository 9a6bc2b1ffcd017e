/**
 * A second portal for the spec of a product the code has never seen: the journeys folder of
 * tests/support/new-product.ts, built as a lender would build it (`precompile-validators
 * --journeys`, then Vite: the browser's journeys are part of the build) and served by `npm
 * start`'s server with JOURNEYS_DIR and WEB_ROOT pointing at it, on a data folder of its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { NEW_PRODUCT, writeNewProductJourneys } from '../../tests/support/new-product';
import { startPortalProcess } from './portal-process';

/** The product's own words for a shared text (its `<product>.messages.en-AU.json`), which its pages show and tl's do not. */
export const NEW_PRODUCT_BLANK_TEXT = 'We need this to quote for your equipment.';

export interface NewProductPortal {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startNewProductPortal(port: number): Promise<NewProductPortal> {
  const root = await mkdtemp(path.join(tmpdir(), 'new-product-portal-'));
  const journeysDir = await writeNewProductJourneys(root);
  await writeFile(path.join(journeysDir, `${NEW_PRODUCT}.messages.en-AU.json`), JSON.stringify({ blank: NEW_PRODUCT_BLANK_TEXT }, null, 2));
  // Inside the project, so the generated validators find Ajv's runtime in node_modules.
  const generated = path.resolve('node_modules', '.cache', `new-product-${process.pid}`);
  const webRoot = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/precompile-validators.ts', '--journeys', journeysDir, '--out', generated], { stdio: 'pipe' });
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'error',
    resolve: { alias: [{ find: /^(?:\.\.\/)+generated\/(.*)$/, replacement: `${generated}/$1` }] },
    build: { outDir: webRoot, emptyOutDir: true, sourcemap: false },
  });

  const portal = await startPortalProcess(port, {
    DATA_DIR: dataDir,
    JOURNEYS_DIR: journeysDir,
    WEB_ROOT: webRoot,
    SIGNUP_LIMIT_PER_ADDRESS: '1000',
  });
  return {
    url: portal.url,
    dataDir,
    async stop() {
      await portal.stop();
      await rm(root, { recursive: true, force: true });
      await rm(generated, { recursive: true, force: true });
    },
  };
}
