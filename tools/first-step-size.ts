/**
 * The size of an applicant's first visit: the JavaScript and CSS files a visit fetched, summed
 * raw, gzip and brotli (at the settings the build's precompressed copies use). The first-step
 * bench compares it with the minimal app; the budget spec (e2e/first-step-budget.spec.ts) holds it
 * within 5% of the figure recorded in tools/first-step-budget.json.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { EARLY_FORM_ATTRIBUTE } from '../src/app/early-step/early-form-markers';

export interface VisitBytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * The most files a first visit to a step may fetch before its first field takes typing: today 12
 * (the entry, its stylesheet, the start-up and runtime chunks, the app's facade, the first page's
 * three chunks, the theme's facade, the product's journey with its graph conditions, the step's
 * form with its validators and Ajv's runtime helper), and one spare for a step whose validators
 * need a second helper. Each costs a round trip on a phone network; the early chunk and its facade
 * (design decision 100) are asked for at once and arrive while the libraries are still coming.
 */
export const FIRST_VISIT_MAX_FILES = 13;

/** How far above the recorded figure the first step may grow before the budget spec fails. */
export const BUDGET_GROWTH = 0.05;

export interface RecordedFirstStep {
  brotliBytes: number;
  gzipBytes: number;
  files: number;
}

export function recordedFirstStep(): RecordedFirstStep {
  return JSON.parse(readFileSync(path.resolve('tools/first-step-budget.json'), 'utf8')) as RecordedFirstStep;
}

export async function visitBytes(dist: string, files: readonly string[]): Promise<VisitBytes> {
  const total: VisitBytes = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = await readFile(path.join(dist, file));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  }
  return total;
}

/** The site's default product's first step: where an applicant arrives. */
export function firstStepPath(): string {
  const { journeys } = JSON.parse(readFileSync(path.resolve('src/generated/journeys.json'), 'utf8')) as {
    journeys: { product: string; siteDefault?: boolean; steps: { route: string }[] }[];
  };
  const journey = journeys.find((j) => j.siteDefault) ?? journeys[0];
  return `/${journey.product}/${journey.steps[0].route}`;
}

/** The paths of the scripts and stylesheets the page fetches from now on, as they arrive. */
export function recordFetchedAssets(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') fetched.add(new URL(response.url()).pathname);
  });
  return fetched;
}

/**
 * The first step's page draws the step's early form before the app's code arrives (design decision
 * 101); the app has drawn the step once that form has left the page and a text field is enabled.
 * What the first visit costs is counted up to then: the early form takes typing before any script.
 */
export const EARLY_FORM_SELECTOR = `form[${EARLY_FORM_ATTRIBUTE}]`;

/**
 * Run in the page with EARLY_FORM_SELECTOR: the time the app has drawn the first step (its early
 * form gone, a text field on screen and enabled), else undefined. It names no function inside it:
 * the page runs its text as it is.
 */
export function appDrawnFirstStep(earlyForm: string): number | undefined {
  if (document.querySelector(earlyForm)) return undefined;
  const input = document.querySelector<HTMLInputElement>('input[type="text"], input:not([type])');
  return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : undefined;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
