/**
 * What an applicant's first visit costs: the JavaScript and CSS the browser fetches before the app
 * has drawn the portal's first step (`/<product>/<first route>` of the site's default product),
 * against the smallest app of the same stack (tools/bench/minimal-page: React, Chakra's provider,
 * one RJSF field with a precompiled validator). Both are production builds served with their
 * precompressed copies; sizes are summed raw, gzip and brotli from the files each visit fetched.
 * Target: at most 1.25x the minimal app. Then, in Chromium with 4x CPU throttling and a
 * slow-3G-like network (CDP), the time to first contentful paint, until the first field is on
 * screen and enabled (a key is typed into it then, and must still be there once the app has drawn
 * the step), and until the app has drawn the step (the portal's page draws the first step's early
 * form before any script, design decision 101), median of 5 visits each, no cache; target for
 * typing at most 1.2x. Last, Lighthouse's mobile audit of both (target: performance 90 or more).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser } from '@playwright/test';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../chromium';
import { appDrawnFirstStep, EARLY_FORM_SELECTOR, firstStepPath, kib, recordFetchedAssets, visitBytes, type VisitBytes } from '../first-step-size';
import { precompress } from '../vite/precompress';
import { auditWithLighthouse, LIGHTHOUSE_PERFORMANCE_TARGET } from './lighthouse-audit';
import { MINIMAL_SCHEMA } from './minimal-page/minimal-schema';
import { quantile, type BenchModule } from './measure';

const TARGET_RATIO = 1.25;
const TYPING_TARGET_RATIO = 1.2;
const LIGHTHOUSE_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const VISITS = Number(process.env.BENCH_VISITS ?? 5);
const PORTAL_PORT = Number(process.env.BENCH_PORT ?? 3470);
const cacheDir = path.resolve('node_modules/.cache/bench-first-step');
/** Slow 3G as Chromium's DevTools define it: 400 ms round trip, 500 kbit/s down, 500 kbit/s up. */
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (500 * 1000) / 8, uploadThroughput: (500 * 1000) / 8 };

interface Site {
  name: string;
  url: string;
  dist: string;
  stop(): Promise<void>;
}

async function buildPortal(outDir: string): Promise<void> {
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
}

async function buildMinimal(outDir: string): Promise<void> {
  // CommonJS, as the portal's own precompiled validators are; under node_modules, so the build's CommonJS support takes it.
  const validators = path.join(cacheDir, 'minimal-page-validators.cjs');
  await mkdir(cacheDir, { recursive: true });
  await writeFile(validators, compileSchemaValidatorsCode(MINIMAL_SCHEMA as never));
  await build({
    configFile: false,
    root: path.resolve('tools/bench/minimal-page'),
    logLevel: 'error',
    plugins: [react(), precompress()],
    resolve: { alias: { 'minimal-page-validators': validators } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the portal exited while starting');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer at ${url}`);
}

/** The real server (`npm start`'s), on a data folder of its own, serving the portal build. */
async function servePortal(dist: string, dataDir: string): Promise<Site> {
  const origin = `http://127.0.0.1:${PORTAL_PORT}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORTAL_PORT), PUBLIC_URL: origin, DATA_DIR: dataDir, WEB_ROOT: dist, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    // Ready, not merely answering: what it still does while starting would fall on the first visits.
    await waitForAnswer(`${origin}/health/ready`, child);
  } catch (error) {
    // A portal still starting would hold the port for the next run.
    child.kill('SIGKILL');
    throw error;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { name: 'portal', url: origin + firstStepPath(), dist, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

/** The minimal app, served as the portal serves its build: precompressed copies, the same static plugin. */
async function serveMinimal(dist: string): Promise<Site> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: dist, preCompressed: true });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { name: 'minimal', url: `${origin}/`, dist, stop: () => app.close() };
}

/** Navigates a fresh page to the site and waits until its first field is on screen, enabled and takes a key. */
async function visit(browser: Browser, site: Site, throttled: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const fetched = recordFetchedAssets(page);
  await page.goto(site.url, { waitUntil: 'commit', timeout: 180_000 });
  const ready = await page.waitForFunction(
    () => {
      const input = document.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
      return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : undefined;
    },
    undefined,
    { timeout: 180_000, polling: 50 },
  );
  const inputReady = (await ready.jsonValue()) as number;
  // The timed visits type a key as soon as the field takes typing: it must still be there once the
  // app has drawn the step. The visit that counts bytes types once the app has drawn it: an
  // applicant who has started typing makes the app fetch the mask library as it draws the step,
  // which is typing's cost, not drawing's.
  const field = 'input[type="text"], input:not([type])';
  const typeKey = async () => {
    await page.locator(field).first().click();
    await page.keyboard.type('A');
  };
  if (throttled) await typeKey();
  // The portal's page draws the first step's early form, which takes typing before any script: the
  // app draws the step over it later. Sizes are counted up to then; the minimal app has drawn it at once.
  const drawn = await page.waitForFunction(appDrawnFirstStep, EARLY_FORM_SELECTOR, { timeout: 180_000, polling: 50 });
  const appDrawn = (await drawn.jsonValue()) as number;
  // What came before the app drew the step.
  const fetchedBeforeTyping = [...fetched];
  if (!throttled) await typeKey();
  // The paint entry may be reported after the field is found: the observer waits for it (buffered: it may be there already).
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(NaN), 10_000);
      }),
  );
  if (!(await page.locator(field).first().inputValue()).includes('A')) throw new Error(`${site.name}: the first field lost or did not take a keystroke`);
  await context.close();
  // A field takes typing once the applicant can see it: the page's first paint waits for its stylesheet.
  return { fetched: fetchedBeforeTyping, fcp, inputReady: Math.max(inputReady, fcp), appDrawn };
}

const firstStep: BenchModule = {
  name: 'first-step',
  async run() {
    const work = await mkdtemp(path.join(tmpdir(), 'bench-first-step-'));
    const portalDist = path.join(work, 'portal');
    const minimalDist = path.join(work, 'minimal');
    await buildPortal(portalDist);
    await buildMinimal(minimalDist);
    const browser = await chromium.launch(chromiumLaunchOptions);
    const sites = [await servePortal(portalDist, path.join(work, 'data')), await serveMinimal(minimalDist)];
    try {
      const bytes = new Map<string, VisitBytes>();
      for (const site of sites) {
        const { fetched } = await visit(browser, site, false);
        bytes.set(site.name, await visitBytes(site.dist, fetched));
        if (process.env.BENCH_LIST_FILES === 'true') console.log(`  ${site.name}: ${fetched.join(' ')}`);
      }
      console.log(`  first visit to ${firstStepPath()}: JavaScript and CSS fetched before the app has drawn the first step`);
      for (const [name, b] of bytes) console.log(`  ${name.padEnd(8)} ${b.files} files  raw ${kib(b.raw)}  gzip ${kib(b.gzip)}  brotli ${kib(b.brotli)}`);
      const [portal, minimal] = [bytes.get('portal')!, bytes.get('minimal')!];
      const ratio = (k: keyof VisitBytes) => (portal[k] / minimal[k]).toFixed(2);
      console.log(`  ratio portal/minimal: gzip ${ratio('gzip')}x, brotli ${ratio('brotli')}x (target at most ${TARGET_RATIO}x)`);

      console.log(`  4x CPU throttling, slow 3G (400 ms, 500 kbit/s), no cache; median of ${VISITS} visits each`);
      const timings = new Map<string, { fcp: number[]; input: number[]; drawn: number[] }>(sites.map((s) => [s.name, { fcp: [], input: [], drawn: [] }]));
      // The two sites take turns, so what else the machine does falls on both alike.
      for (let i = 0; i < VISITS; i++) {
        for (const site of sites) {
          const { fcp, inputReady, appDrawn } = await visit(browser, site, true);
          timings.get(site.name)!.fcp.push(fcp);
          timings.get(site.name)!.input.push(inputReady);
          timings.get(site.name)!.drawn.push(appDrawn);
        }
      }
      const median = (values: number[]) =>
        quantile(
          [...values].sort((a, b) => a - b),
          0.5,
        );
      for (const [name, t] of timings)
        console.log(
          `  ${name.padEnd(8)} first contentful paint ${median(t.fcp).toFixed(0)} ms  first field on screen and taking typing ${median(t.input).toFixed(0)} ms  ` +
            `the app has drawn the step ${median(t.drawn).toFixed(0)} ms`,
        );
      const [p, m] = [timings.get('portal')!, timings.get('minimal')!];
      console.log(
        `  ratio portal/minimal: paint ${(median(p.fcp) / median(m.fcp)).toFixed(2)}x, typing ${(median(p.input) / median(m.input)).toFixed(2)}x (target at most ${TYPING_TARGET_RATIO}x), ` +
          `the app drawn ${(median(p.drawn) / median(m.drawn)).toFixed(2)}x`,
      );

      console.log(`  Lighthouse, mobile preset, performance only (target ${LIGHTHOUSE_PERFORMANCE_TARGET} or more for the portal)`);
      for (const site of sites) {
        const lh = await auditWithLighthouse(site.url, LIGHTHOUSE_PORT);
        console.log(
          `  ${site.name.padEnd(8)} performance ${lh.performance}  total blocking time ${lh.totalBlockingTimeMs.toFixed(0)} ms  ` +
            `first contentful paint ${lh.firstContentfulPaintMs.toFixed(0)} ms  largest contentful paint ${lh.largestContentfulPaintMs.toFixed(0)} ms  ` +
            `speed index ${lh.speedIndexMs.toFixed(0)} ms  cumulative layout shift ${lh.cumulativeLayoutShift.toFixed(3)}  ` +
            `(host CPU index ${lh.hostBenchmarkIndex.toFixed(0)})`,
        );
      }
    } finally {
      await browser.close();
      for (const site of sites) await site.stop();
      await rm(work, { recursive: true, force: true });
    }
  },
};

export default firstStep;
