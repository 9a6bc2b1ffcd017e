import { expect, test } from '@playwright/test';
import { newAccount, signInPage } from './support/api-applicant';
import { mailedCode } from './support/outbox';
import { fillBasicInfo, fillBusinessInfo, fillFundingNeeds, fillMoreBusinessInfo, saveAndContinue, uniqueEmail } from './support/tl-applicant';

test('a new applicant fills basic info to personal info, and a refresh loses nothing', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);

  // Save & Continue is enabled on basic info as on every step; pressing it early shows the error summary.
  const continueButton = page.getByRole('button', { name: 'Save & Continue' });
  await expect(continueButton).toBeEnabled();
  // A consent cannot be given before its documents were opened.
  await page.getByText(/^I have read and agree/).click({ position: { x: 4, y: 4 } });
  await expect(page.getByText('Please read all agreements by clicking the underlined links prior to accepting consent.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email, phone: '0412345678' });
  await expect(page.getByLabel('Best contact number')).toHaveValue('0412 345 678');
  await expect(continueButton).toBeEnabled();
  await saveAndContinue(page, 'Your funding needs');
  await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);
  await expect(page.getByText('Jane Citizen')).toBeVisible(); // signed in as the new applicant

  // A wrong amount is explained under the field and blocks the step.
  await page.getByLabel('How much would you like to borrow?').pressSequentially('5000');
  await continueButton.click();
  await expect(page.getByText('Please enter a value greater than $10,000.').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following' })).toBeVisible();
  await page.getByLabel('How much would you like to borrow?').fill('');
  await fillFundingNeeds(page);
  await saveAndContinue(page, 'Your business');

  // Half-way through a step: wait for the autosave, then reload.
  await fillBusinessInfo(page);
  await expect(page.getByRole('textbox', { name: 'ACN', exact: true })).toHaveValue('004 085 616');
  await page.waitForResponse((r) => r.url().includes('/api/apps/') && r.request().method() === 'PATCH' && r.ok());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business');
  await expect(page.getByLabel('Legal business name')).toHaveValue('Citizen Bakery Pty Ltd');
  await expect(page.getByRole('textbox', { name: 'ABN', exact: true })).toHaveValue('51 824 753 556');
  await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
  await saveAndContinue(page, 'More about your business');

  await fillMoreBusinessInfo(page);
  await saveAndContinue(page, 'About you');

  // Back keeps what was entered, on this step and the one before.
  await page.getByLabel('Date of birth').pressSequentially('17051980');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('More about your business');
  await expect(page.getByLabel('Suburb')).toHaveValue('Sydney');
  await saveAndContinue(page, 'About you');
  await expect(page.getByLabel('Date of birth')).toHaveValue('17/05/1980');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  // The product root sends a returning applicant to the furthest step reached.
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/personal_info$/);
  // A step past the furthest one redirects there too.
  await page.goto('/tl/error/expired');
  await expect(page).toHaveURL(/\/tl\/application\/personal_info$/);
});

test("a signed-in applicant's basic-info submit goes through the auth callback's routing: no account is made, the application is created and the applicant goes where a new account goes", async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { prefix: 'signedin', firstName: 'Sid', lastName: 'Signed' });
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
  // The e-mail is disabled when the user is already logged in (spec 01 section 2): the account's, read-only.
  await expect(page.getByLabel('E-mail')).not.toBeEditable();
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('First name')).toHaveValue('Sid');
  await fillBasicInfo(page, { firstName: 'Sid', lastName: 'Signed', phone: '0412345678' });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`basic-info-signed-in-${width}.png`), fullPage: true });
  }

  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && calls.push(`${r.method()} ${new URL(r.url()).pathname}`));
  await saveAndContinue(page, 'Your funding needs');
  await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);
  expect(calls).toContain('POST /api/apps');
  expect(calls.filter((c) => c.startsWith('POST /api/public/users') || c.startsWith('POST /api/auth/login'))).toEqual([]);
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const { items } = await (await request.get('/api/apps?filter=all', { headers })).json();
  expect(items.map((a: { product: string; stage: string }) => [a.product, a.stage])).toEqual([['tl', 'FundingNeeds']]);
});

test('an e-mail with an application in progress goes to the email-used page once the mailed code is given', async ({ page, browser }) => {
  const email = uniqueEmail('taken');
  await page.goto('/tl/application/basic_info');
  await fillBasicInfo(page, { firstName: 'Sam', lastName: 'Taken', email, phone: '0298765432' });
  await saveAndContinue(page, 'Your funding needs');

  const other = await browser.newPage();
  await other.goto('/tl/application/basic_info');
  await fillBasicInfo(other, { firstName: 'Sam', lastName: 'Taken', email, phone: '0298765432' });
  await other.getByRole('button', { name: 'Save & Continue' }).click();
  // Where a taken e-mail leads is told only to whoever reads its mailbox.
  const dialog = other.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toContainText(email);
  await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(email));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/tl\/email_used$/);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('You already have an application in progress.');
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();
});

test('a change made in another window is loaded, the user is told, and what they typed is kept', async ({ page }) => {
  const email = uniqueEmail('twowindows');
  await page.goto('/tl/application/basic_info');
  await fillBasicInfo(page, { firstName: 'Ana', lastName: 'Twin', email, phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');

  // A second window of the same session opens the same step.
  const other = await page.context().newPage();
  await other.goto('/tl/application/funding_needs');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');

  // The first window saves an answer (the application's version moves on)...
  const saved = page.waitForResponse((r) => r.url().includes('/api/apps/') && r.request().method() === 'PATCH' && r.ok());
  await page.getByLabel('Current overdraft limit').pressSequentially('5000');
  await saved;

  // ...the second, still on the old version, saves another: 409, reload, saved on top, user told.
  const conflict = other.waitForResponse((r) => r.url().includes('/api/apps/') && r.request().method() === 'PATCH' && r.status() === 409);
  const resaved = other.waitForResponse((r) => r.url().includes('/api/apps/') && r.request().method() === 'PATCH' && r.ok());
  await other.getByLabel('How much would you like to borrow?').pressSequentially('120000');
  await conflict;
  await resaved;
  await expect(other.getByText('This application was changed in another window.')).toBeVisible();
  await expect(other.getByLabel('How much would you like to borrow?')).toHaveValue('120,000');
  // The other window's answer shows here too, without undoing it.
  await expect(other.getByLabel('Current overdraft limit')).toHaveValue('5,000');

  // Both answers are on the server.
  await page.reload();
  await expect(page.getByLabel('How much would you like to borrow?')).toHaveValue('120,000');
  await expect(page.getByLabel('Current overdraft limit')).toHaveValue('5,000');
  await other.close();
});
