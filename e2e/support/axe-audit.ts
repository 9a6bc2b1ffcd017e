/**
 * The accessibility check every screen of the portal passes: axe's WCAG 2.x A and AA rules, no
 * horizontal scrolling at the page's width, and a full-page screenshot kept with the results.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The phone and desktop widths every screen is looked at. */
export const WIDTHS = [360, 1280] as const;

export async function auditPage(page: Page, testInfo: TestInfo, label: string) {
  // A dialog still fading in has text at part opacity, which axe measures as too little contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join('\n    ')}`,
  );
  const width = page.viewportSize()!.width;
  expect(violations, `${label} at ${width}px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label}: no horizontal scrolling at ${width}px`).toBeLessThanOrEqual(0);
  await testInfo.attach(`${label.replace(/[^\w]+/g, '_')}-${width}px.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
