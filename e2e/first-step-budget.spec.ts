/**
 * The first step's size budget: what a first visit fetches (JavaScript and CSS, brotli and gzip)
 * before the first field takes typing may grow at most 5% over the figures recorded in
 * tools/first-step-budget.json. A size, not a timing: it does not depend on the machine. When a
 * change makes the first visit smaller, record the new figure this spec prints. The files are
 * counted too: on a phone network each costs a round trip, six at a time over HTTP/1.1, so the
 * first page comes in a few chunks (tools/vite/first-page-chunks.ts) and its HTML asks for them.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  BUDGET_GROWTH,
  EARLY_FORM_SELECTOR,
  FIRST_VISIT_MAX_FILES,
  firstStepPath,
  kib,
  recordedFirstStep,
  recordFetchedAssets,
  visitBytes,
} from '../tools/first-step-size';

test('the first visit fetches at most 5% more than the figures recorded', async ({ page }) => {
  const fetched = recordFetchedAssets(page);
  await page.goto(firstStepPath());
  // Counted up to the app's drawing the step, not the early form drawn in the page, which takes typing before any script.
  await expect(page.locator(EARLY_FORM_SELECTOR)).toHaveCount(0);
  await expect(page.locator('input[type="text"]').first()).toBeEnabled();
  const bytes = await visitBytes(path.resolve(process.env.WEB_ROOT ?? 'dist'), [...fetched]);
  const recorded = recordedFirstStep();
  const allowed = (figure: number) => Math.floor(figure * (1 + BUDGET_GROWTH));
  console.log(
    `first step: ${bytes.brotli} bytes brotli (${kib(bytes.brotli)}), ${bytes.gzip} gzip (${kib(bytes.gzip)}) in ${bytes.files} files; ` +
      `recorded ${recorded.brotliBytes} / ${recorded.gzipBytes} in ${recorded.files}, allowed ${allowed(recorded.brotliBytes)} / ${allowed(recorded.gzipBytes)}`,
  );
  expect(bytes.files).toBeGreaterThan(1);
  expect(bytes.files, `The first step fetches ${bytes.files} files: ${[...fetched].join(', ')}`).toBeLessThanOrEqual(FIRST_VISIT_MAX_FILES);
  for (const [kind, sent, figure] of [
    ['brotli', bytes.brotli, recorded.brotliBytes],
    ['gzip', bytes.gzip, recorded.gzipBytes],
  ] as const) {
    expect(
      sent,
      `The first step fetches ${kib(sent)} ${kind}, over ${kib(allowed(figure))} (the recorded figure + 5%): lazy-load what it does not need`,
    ).toBeLessThanOrEqual(allowed(figure));
  }
});

test("the page's HTML names every script the first step runs, but the journey and step validators its start-up asks for", async ({ page, request }) => {
  const html = await (await request.get(firstStepPath())).text();
  const named = new Set([...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
  expect([...named].some((href) => /\/first-page-libs-[\w-]+\.js$/.test(href))).toBe(true);
  expect([...named].some((href) => /\/first-page-(?!libs-)[\w-]+\.js$/.test(href))).toBe(true);

  const fetched = recordFetchedAssets(page);
  await page.goto(firstStepPath());
  // Counted up to the app's drawing the step, not the early form drawn in the page, which takes typing before any script.
  await expect(page.locator(EARLY_FORM_SELECTOR)).toHaveCount(0);
  await expect(page.locator('input[type="text"]').first()).toBeEnabled();
  const scripts = [...fetched].filter((file) => file.endsWith('.js'));
  // The product's journey (`<product>-<hash>`), the step's form validators (`<product>__<Step>`) and Ajv's runtime helper they import.
  const journey = new RegExp(`/${firstStepPath().split('/')[1]}-[\\w-]+\\.js$`);
  const askedByStartUp = (file: string) => journey.test(file) || /\/[\w-]+__\w+-[\w-]+\.js$|\/ucs2length-[\w-]+\.js$/.test(file);
  expect(scripts.filter((file) => !named.has(file) && !askedByStartUp(file))).toEqual([]);
});
