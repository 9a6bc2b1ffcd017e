/**
 * Lighthouse's mobile audit (its default configuration: a mid-range phone, simulated slow 4G and
 * 4x CPU) of one page, in the same Debian Chromium the browser tests use. Playwright starts the
 * browser with a debugging port; Lighthouse opens its own tab through it.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../chromium';

export interface LighthouseFigures {
  /** 0-100, Lighthouse's performance category. */
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** Unitless; a quarter of the score, which falls off from 0.1 (a page moving under the reader). */
  cumulativeLayoutShift: number;
  /** How soon the page looks complete as it paints (from the filmstrip); a tenth of the score. */
  speedIndexMs: number;
  /**
   * Lighthouse's measure of the machine's CPU at the time (higher is faster; an idle 2-core
   * machine scores some hundreds). Its simulated phone scales what it saw by it only in part, so
   * on a machine busy with other work a static page scores in the seventies: read the score with it.
   */
  hostBenchmarkIndex: number;
}

export const LIGHTHOUSE_PERFORMANCE_TARGET = 90;

export async function auditWithLighthouse(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const result = await lighthouse(url, { port: debuggingPort, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const figure = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      totalBlockingTimeMs: figure('total-blocking-time'),
      largestContentfulPaintMs: figure('largest-contentful-paint'),
      firstContentfulPaintMs: figure('first-contentful-paint'),
      cumulativeLayoutShift: figure('cumulative-layout-shift'),
      speedIndexMs: figure('speed-index'),
      hostBenchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}
