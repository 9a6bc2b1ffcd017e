/**
 * What an applicant met on the way through, fixed: the consents say up front that their documents
 * are to be read and show them in a dialog on the page; partner codes are checked against the
 * configured partners; the upload area offers what a phone can do and sizes that agree with the
 * limit; a year before 1900 and a year to come each say what is wrong; the bank's pause holds
 * only the login it was about.
 */
import { expect, test, type Page } from '@playwright/test';
import { completeAnswers, createApplication, newAccount, signInPage } from './support/api-applicant';
import { auditPage } from './support/axe-audit';
import { e2ePartners } from './support/partners';
import { choose, readAgreement, uniqueEmail } from './support/tl-applicant';

const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  // What the applicant sees once the dialog's opening animation is over.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function fillApplicant(page: Page) {
  await page.getByLabel('First name').fill('Jane');
  await page.getByLabel('Last name').fill('Citizen');
  await page.getByLabel('E-mail').fill(uniqueEmail('consents'));
  await page.getByLabel('Best contact number').pressSequentially('0412345678');
}

test.describe('consents on a phone', () => {
  test.use(PHONE);

  test('say beside each box that its documents come first, and show each document in a dialog on the page', async ({ page, context }, testInfo) => {
    await page.goto('/tl/application/basic_info');
    const privacy = page.getByRole('checkbox', { name: /I have read and agree/ });
    const trading = page.getByRole('checkbox', { name: /I confirm the business has traded/ });
    const hint = 'Open and read each underlined document first; you can then tick this box.';
    // Before anything is tapped: a quiet hint by each box, no error.
    await expect(page.getByText(hint)).toHaveCount(2);
    await expect(page.getByText('Please read all agreements by clicking the underlined links prior to accepting consent.')).toHaveCount(0);
    await expect(privacy).toBeDisabled();
    await expect(privacy).toHaveAccessibleDescription(hint);
    await shot(page, 'consent-hint-360');
    await auditPage(page, testInfo, 'consents with their hints');

    // The document opens over the form, not in another tab; focus goes in and comes back.
    const link = page.getByRole('link', { name: 'Privacy Policy', exact: true });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog.getByRole('heading', { name: 'Why we collect it' })).toBeVisible();
    await expect(dialog).toContainText('Anti-Money Laundering');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await shot(page, 'consent-dialog-360', false);
    await auditPage(page, testInfo, 'agreement dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    expect(context.pages()).toHaveLength(1);

    // One of two read: still locked, and the hint still says why.
    await expect(privacy).toBeDisabled();
    await readAgreement(page, 'Credit Guide and Privacy Consent');
    await expect(privacy).toBeEnabled();
    await expect(page.getByText(hint)).toHaveCount(1);
    await choose(page, 'checkbox', /I have read and agree/);

    await readAgreement(page, 'Terms of Use');
    await expect(page.getByText(hint)).toHaveCount(0);
    await choose(page, 'checkbox', /I confirm the business has traded/);
    await expect(trading).toBeChecked();
    expect(context.pages()).toHaveLength(1);
  });
});

test.describe('consents with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('show a document in a dialog the Close button closes, back at its link', async ({ page }) => {
    await page.goto('/tl/application/basic_info');
    const link = page.getByRole('link', { name: 'Terms of Use', exact: true });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(dialog.locator('p').first()).toBeVisible();
    await shot(page, 'consent-dialog-1280', false);
    // A panel over the form, not the whole window.
    expect((await dialog.boundingBox())!.width).toBeLessThan(800);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
    await expect(page.getByRole('checkbox', { name: /I confirm the business has traded/ })).toBeEnabled();
  });
});

test.describe('partner codes', () => {
  test.use(PHONE);

  test('an unknown code is refused at the field before anything is sent; a configured one is accepted', async ({ page }) => {
    await page.goto('/tl/application/basic_info');
    await fillApplicant(page);
    await choose(page, 'radio', 'Yes');
    const code = page.getByLabel('Partner code');
    await expect(page.getByText('The partner code you were given when you were accredited.')).toBeVisible();
    await code.fill('NOPE1');
    await code.blur();
    const unknown = "We don't recognise that partner code. Please check it and try again.";
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'partner-code-unknown-360');

    await code.fill('acme1');
    await code.blur();
    await expect(page.getByText(unknown)).toHaveCount(0);
    await readAgreement(page, 'Privacy Policy');
    await readAgreement(page, 'Credit Guide and Privacy Consent');
    await choose(page, 'checkbox', /I have read and agree/);
    await readAgreement(page, 'Terms of Use');
    await choose(page, 'checkbox', /I confirm the business has traded/);
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
    // The partner's contacts replace the lender's.
    await expect(page.locator('footer').getByRole('link', { name: e2ePartners.ACME1.phone })).toBeVisible();
  });

  test('the server refuses an unknown code too, 422 at the field', async ({ request }) => {
    const account = await newAccount(request, { prefix: 'partner' });
    const application = await createApplication(request, account, { data: completeAnswers(account, { partnerCode: 'OTHER' }) });
    const response = await request.patch(`/api/apps/${application.id}`, {
      headers: { authorization: `Bearer ${account.grant.accessToken}` },
      data: { patch: [{ op: 'replace', path: '/_extension/partnerCode', value: 'NOPE1' }], version: application.version },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).errors).toEqual([
      { path: '/_extension/partnerCode', key: 'partnerCodeUnknown', message: "We don't recognise that partner code. Please check it and try again." },
    ]);
  });
});

test.describe('the established year', () => {
  test('a year before 1900 and a year to come each say what is wrong', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'year' });
    await createApplication(request, account, { stage: 'MoreBusinessInfo' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/more_business_info');
    const year = page.getByLabel('Year the business was established');
    await year.fill('');
    await year.pressSequentially('1899');
    await year.blur();
    await expect(page.getByText('Please enter a year from 1900.')).toBeVisible();
    await expect(page.getByText('Please enter a valid year, not in the future.')).toHaveCount(0);
    await shot(page, 'year-1899-1280');

    await year.fill('');
    await year.pressSequentially(String(new Date().getFullYear() + 1));
    await year.blur();
    await expect(page.getByText('Please enter a year that is not in the future.')).toBeVisible();
    await expect(page.getByText('Please enter a year from 1900.')).toHaveCount(0);
  });
});

test.describe('uploads on a phone', () => {
  test.use(PHONE);

  test('offer the picker, not dragging, and show a file over the limit as over it', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'upload' });
    await createApplication(request, account, { data: completeAnswers(account), stage: 'StatementCollect' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/statement_collect');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.getByRole('tab', { name: 'Upload Statements Manually' }).click();
    await page.getByText(/^I understand that uploading my statements manually caps my line of credit eligibility at \$50,000/).click();
    const area = page.getByRole('group', { name: /Upload/ });
    await expect(area.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(area).not.toContainText('Drag and drop');

    // 25 MB and a few bytes: refused, and its size does not read as 25.0 MB.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'big-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(25 * 1024 * 1024 + 21) });
    const row = page.getByRole('listitem', { name: 'big-statement.pdf' });
    await expect(row).toContainText('The file is larger than 25MB.');
    await expect(row).toContainText('25.1 MB');
    await expect(row).not.toContainText('25.0 MB');
    await shot(page, 'upload-phone-360');
  });
});

test.describe('uploads with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('offer dragging where a mouse can drag', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'upload' });
    await createApplication(request, account, { data: completeAnswers(account), stage: 'StatementCollect' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/statement_collect');
    await page.getByRole('tab', { name: 'Upload Statements Manually' }).click();
    await page.getByText(/^I understand that uploading my statements manually caps my line of credit eligibility at \$50,000/).click();
    await expect(page.getByText('Drag and drop files here, or')).toBeVisible();
    await shot(page, 'upload-desktop-1280');
  });
});

test.describe("the bank's pause", () => {
  test('holds the login it was about; another login connects at once', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'lockout' });
    await createApplication(request, account, { data: completeAnswers(account), stage: 'StatementCollect' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/statement_collect');
    await page.getByLabel('Your bank').selectOption({ label: 'Westpac' });
    await page.getByLabel('Customer ID').fill('error-20004');
    await page.getByLabel('Password').fill('anything');
    await page.getByText(/^I agree to share my business bank data/).click();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Your bank has paused access for this login for a short time.')).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    // The same login at the same bank waits, and says so; the server would refuse it too.
    await page.getByLabel('Password').fill('anything');
    await expect(tryAgain).toBeDisabled();
    await expect(page.getByText(/Please wait 15 minutes before trying this login again/).last()).toBeVisible();
    await shot(page, 'bank-pause-1280');

    // Another login is not held up.
    await page.getByLabel('Customer ID').fill('good-user');
    await page.getByLabel('Password').fill('good-password');
    await expect(tryAgain).toBeEnabled();
    await tryAgain.click();
    await expect(page.getByText('Statements Received!')).toBeVisible({ timeout: 20_000 });
  });
});
