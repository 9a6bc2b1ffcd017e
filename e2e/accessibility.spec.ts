/**
 * Every page of the tl product, as a visitor and as a signed-in applicant: no axe-core
 * violations of the WCAG 2.x A and AA rules, no horizontal scrolling at 360 and 1280 pixels, and
 * a visible focus for the keyboard. Screenshots of each page are attached to the results.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { auditPage, WIDTHS } from './support/axe-audit';
import {
  completeAnswers,
  connectStatements,
  createApplication,
  decide,
  newAccount,
  overrideSettings,
  setStatus,
  signInPage,
  type Account,
} from './support/api-applicant';
import { signedApplication } from './support/api-checkout';

interface Step {
  id: string;
  route: string;
  stage: string;
  status: string;
  guards: string[];
}

const journey = (JSON.parse(readFileSync('src/generated/journeys.json', 'utf8')) as { journeys: { product: string; steps: Step[] }[] }).journeys.find(
  (j) => j.product === 'tl',
)!;
const isPublic = (s: Step) => s.guards.includes('public');
const applicationSteps = journey.steps.filter((s) => s.status === 'IN_PROGRESS' && !isPublic(s) && !s.guards.includes('noApplication'));
const statusSteps = journey.steps.filter((s) => s.status !== 'IN_PROGRESS' && !isPublic(s));
/** The statuses after signing, which only signing reaches. */
const SIGNED = new Set(['WAITING_FOR_ADDITIONAL_OWNERS', 'COMPLETED']);
const publicPaths = ['/tl/application/basic_info', ...journey.steps.filter(isPublic).map((s) => `/tl/${s.route}`), '/bank_data_faq'];
const loginPaths = [
  '/login',
  '/login?successfully_reset=true&username=jane%40example.com.au',
  '/login?reset_context=set_password&username=jane%40example.com.au',
  '/login?reset_token=not-a-real-token&username=jane%40example.com.au',
  `/login?${new URLSearchParams({ error_description: 'This URL can be used only once' })}`,
];

/** `ready`: what shows once the page is there (a modal hides the page's heading from the tree). */
async function audit(page: Page, testInfo: TestInfo, label: string, ready: Locator = page.getByRole('heading', { level: 1 }).first()) {
  await expect(ready).toBeVisible();
  await page.waitForLoadState('networkidle');
  await auditPage(page, testInfo, label);
}

/** Each path at each width; `expectPath` checks the page was not redirected elsewhere. */
async function auditPaths(page: Page, testInfo: TestInfo, paths: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname + url.search === path);
      await audit(page, testInfo, path);
    }
  }
}

/** An application as far along the application steps as the server lets it go. */
async function furthestApplication(request: APIRequestContext): Promise<Account> {
  const account = await newAccount(request, { prefix: 'a11y' });
  const data = completeAnswers(account);
  (data.business as { _extension: Record<string, unknown> })._extension.hasAdditionalOwners = false;
  const application = await createApplication(request, account, { data, stage: applicationSteps[0].stage });
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const version = await connectStatements(request, account, application);
  for (const step of [...applicationSteps].reverse()) {
    const moved = await request.patch(`/api/apps/${application.id}`, { headers, data: { stage: step.stage, patch: [], version } });
    if (moved.ok()) break;
  }
  return account;
}

test('public pages and the login route', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await auditPaths(page, testInfo, [...publicPaths, ...loginPaths]);
});

test('every application step a signed-in applicant can reach', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const account = await furthestApplication(request);
  await signInPage(page, account.grant);
  const reached: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const step of applicationSteps) {
      await page.goto(`/tl/${step.route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (!page.url().endsWith(`/tl/${step.route}`)) continue; // past the furthest step: redirected
      if (width === WIDTHS[0]) reached.push(step.id);
      await audit(page, testInfo, step.id);
    }
  }
  testInfo.annotations.push({ type: 'audited steps', description: reached.join(', ') });
  // At least the steps the answers complete, whatever later steps the journey grows.
  expect(reached).toEqual(
    expect.arrayContaining(['FundingNeeds', 'BusinessInfo', 'MoreBusinessInfo', 'PersonalInfo', 'StatementCollect', 'AdditionalOwners', 'ReviewAndSubmit']),
  );
});

test('the page of every other status (in review, expired, declined, ...)', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  for (const step of statusSteps) {
    const account = await newAccount(request, { prefix: 'a11y' });
    if (SIGNED.has(step.status)) {
      // After signing nobody may place an application by hand: it is signed for real.
      await signedApplication(request, account, { waitForCoOwner: step.status === 'WAITING_FOR_ADDITIONAL_OWNERS' });
    } else {
      const application = await createApplication(request, account, { stage: 'FundingNeeds' });
      await setStatus(request, application.id, step.status, step.stage);
    }
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await signInPage(page, account.grant);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/tl');
      await expect(page).toHaveURL(new RegExp(`/tl/${step.route}$`));
      await audit(page, testInfo, step.id);
    }
  }
});

test('the offer screens with a real decision: the customiser (schedule open), the conditional offer and its uploads', async ({ page, request }, testInfo) => {
  const decisions = [
    { label: 'ApprovedOffer', decision: { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' }, route: 'approved/offer' },
    {
      label: 'ConditionalOffer',
      decision: { outcome: 'CONDITIONAL', maxAmount: 50000, documents: [{ type: 'DRIVER_LICENCE', title: "Driver's licence" }] },
      route: 'conditional/offer',
    },
  ];
  for (const { label, decision, route } of decisions) {
    const account = await newAccount(request, { prefix: 'a11y' });
    const application = await createApplication(request, account, { stage: 'FundingNeeds' });
    await setStatus(request, application.id, 'SUBMITTED');
    await decide(request, application.id, decision);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await signInPage(page, account.grant);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/tl');
      await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const schedule = page.getByRole('button', { name: 'Repayment schedule' });
      if (await schedule.count()) await schedule.click();
      await audit(page, testInfo, label);
      const uploads = page.getByRole('button', { name: 'Upload Documents' });
      if (await uploads.count()) {
        await uploads.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your documents');
        await audit(page, testInfo, `${label} uploads`);
      }
    }
  }
});

test('the open account menu and the idle modal', async ({ page, request }, testInfo) => {
  await overrideSettings(page, (s) => ({ ...s, idle: { enabled: true, showAfterSeconds: 2, signOutAfterSeconds: 60 } }));
  const account = await newAccount(request, { prefix: 'a11y', passwordGenerated: true });
  await createApplication(request, account, { stage: 'FundingNeeds' });
  await signInPage(page, account.grant);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/tl/application/funding_needs');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit(page, testInfo, 'account-menu');
    await page.keyboard.press('Escape');
    const modal = page.getByRole('alertdialog', { name: 'Are you still here?' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await audit(page, testInfo, 'idle-modal', modal);
    await page.getByRole('button', { name: 'Stay Signed In' }).click();
  }
});

test('the keyboard reaches everything on a step with a visible focus of 3:1 contrast, starting with the skip link', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'a11y' });
  await createApplication(request, account, { stage: 'PersonalInfo' });
  await signInPage(page, account.grant);
  await page.goto('/tl/application/business_info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = outlined || style.boxShadow !== 'none';
      const rect = el.getBoundingClientRect();
      // The indicator's colour against what it is drawn on (WCAG 2.2: at least 3:1).
      const rgb = (text: string) => (/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text) ?? []).slice(1).map(Number);
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      let backdrop = el.parentElement;
      while (backdrop && (rgb(getComputedStyle(backdrop).backgroundColor)[3] === 0 || getComputedStyle(backdrop).backgroundColor === 'transparent'))
        backdrop = backdrop.parentElement;
      const back = rgb(backdrop ? getComputedStyle(backdrop).backgroundColor : 'rgb(255, 255, 255)');
      const colour = rgb(outlined ? style.outlineColor : style.boxShadow);
      const [light, dark] = [luminance(colour), luminance(back)].sort((a, b) => b - a);
      const contrast = colour.length >= 3 && back.length >= 3 ? (light + 0.05) / (dark + 0.05) : 0;
      return {
        name: `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`,
        ring,
        contrast,
        visible: rect.width > 0 && rect.height > 0,
      };
    });
    if (focus) {
      seen.push(focus.name);
      expect(focus.ring, `visible focus on ${focus.name}`).toBe(true);
      expect(focus.contrast, `focus indicator of ${focus.name} at 3:1 or more`).toBeGreaterThanOrEqual(3);
      expect(focus.visible, `${focus.name} is on screen when focused`).toBe(true);
    }
    await page.keyboard.press('Tab');
  }
  expect(seen.some((name) => name.startsWith('button') && name.includes('Account menu'))).toBe(true);
  expect(seen.some((name) => name.includes('Save & Continue'))).toBe(true);
});

test('the checkout screens with an accepted offer: funding details (errors shown) and the signing page', async ({ page, request }, testInfo) => {
  const account = await newAccount(request, { prefix: 'a11y' });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await expect(page.getByText('Please confirm the account number.')).toBeVisible();
    await audit(page, testInfo, 'FundingDetails');
  }
  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').fill('032000');
  await page.getByLabel(/^Account number/).fill('12345678');
  await page.getByLabel('Confirm account number').fill('12345678');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByText('Please type your full name as it appears on the agreement.')).toBeVisible();
    await audit(page, testInfo, 'SigningPage');
  }
});
