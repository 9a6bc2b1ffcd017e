/**
 * The first step drawn in the page (design decision 101): on a slow network the applicant starts
 * typing before the app's code has arrived, and the app, once it draws the step, keeps every
 * answer and the caret, and the answers reach the application.
 */
import { expect, test, type Page } from '@playwright/test';
import { EARLY_FORM_SELECTOR, firstStepPath } from '../tools/first-step-size';
import { auditPage, WIDTHS } from './support/axe-audit';
import { acceptConsent, saveAndContinue, uniqueEmail } from './support/tl-applicant';

/** Holds the app's scripts until `release` is called: the page as a slow network shows it first. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const earlyForm = (page: Page) => page.locator(EARLY_FORM_SELECTOR);

test('the applicant types before the code arrives; the app keeps the answers and the caret, and saves them', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(firstStepPath(), { waitUntil: 'commit' });
  await expect(earlyForm(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
  // Not yet pressable, and the consents not yet tickable: their documents open in the app.
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).toBeDisabled();

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Best contact number').pressSequentially('0412345678');
  await page.getByRole('radio', { name: 'No' }).check();
  const email = uniqueEmail();
  const [start, rest] = [email.slice(0, 6), email.slice(6)];
  await page.getByLabel('E-mail').pressSequentially(start);

  release();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeEnabled();
  // The caret is where it was: typing goes on in the same field.
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(rest);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await expect(page.getByLabel('Best contact number')).toHaveValue('0412 345 678');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();

  await acceptConsent(page, ['Privacy Policy', 'Credit Guide and Privacy Consent'], /I have read and agree/);
  await acceptConsent(page, ['Terms of Use'], /I confirm the business has traded/);
  await saveAndContinue(page, 'Your funding needs');
  // The account and application were made from the answers typed before the code arrived.
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
});

test('a yes chosen early shows the partner code once the app has drawn the step, the focus on the choice', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(firstStepPath(), { waitUntil: 'commit' });
  await expect(page.getByLabel('Partner code')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes' }).check();
  release();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  // The keyboard is where it was: on the choice made.
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await expect(page.getByLabel('Partner code')).toBeVisible();
});

test('a field answered wrongly and moved on from before the code arrived says what is wrong once the app draws the step', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(firstStepPath(), { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('E-mail').press('Tab');
  await page.getByLabel('Best contact number').pressSequentially('04');
  release();
  await expect(earlyForm(page)).toHaveCount(0);
  await expect(page.getByText('Please enter a valid Email Address.')).toBeVisible();
  // The field the caret is in is still being typed in: nothing is said about it yet.
  await expect(page.getByLabel('Best contact number')).toBeFocused();
  await expect(page.getByText('Please enter a valid 10 digit Australian phone number.')).toHaveCount(0);
});

for (const width of WIDTHS) {
  test(`the early form passes the accessibility check at ${width}px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await holdScripts(page);
    await page.goto(firstStepPath(), { waitUntil: 'commit' });
    await expect(earlyForm(page)).toBeVisible();
    await auditPage(page, testInfo, 'early first step');
  });
}
