import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect, test, type Page } from '@playwright/test';
import {
  connectSandboxBank,
  fillBasicInfo,
  fillBusinessInfo,
  fillFundingNeeds,
  fillMoreBusinessInfo,
  fillPersonalInfo,
  saveAndContinue,
  uniqueEmail,
} from './support/tl-applicant';

const STATEMENT_HEADING = 'Your business bank statements';

/** A new applicant fills the steps before the statements. */
async function reachStatementStep(page: Page) {
  await page.goto('/tl/application/basic_info');
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email: uniqueEmail('statements'), phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');
  await fillFundingNeeds(page);
  await saveAndContinue(page, 'Your business');
  await fillBusinessInfo(page);
  await saveAndContinue(page, 'More about your business');
  await fillMoreBusinessInfo(page);
  await saveAndContinue(page, 'About you');
  await fillPersonalInfo(page);
  await saveAndContinue(page, STATEMENT_HEADING);
  await expect(page).toHaveURL(/\/tl\/application\/statement_collect$/);
}

/** YYYY-MM of `count` months before this one, in Sydney. */
function monthsAgo(count: number): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const index = Number(parts.find((p) => p.type === 'year')!.value) * 12 + Number(parts.find((p) => p.type === 'month')!.value) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function statementPdf(options: { userPassword?: string } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Business Transaction Account statement', { x: 48, y: 780, font, size: 12 });
  if (options.userPassword) pdf.encrypt({ userPassword: options.userPassword, ownerPassword: 'owner' });
  return Buffer.from(await pdf.save());
}

test.setTimeout(120_000);

test('a new applicant connects the sandbox bank and the statements arrive', async ({ page }) => {
  await reachStatementStep(page);
  const continueButton = page.getByRole('button', { name: 'Save & Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Connect My Account' })).toHaveAttribute('aria-selected', 'true');

  // The FAQ explains bank data sharing, on its own public page.
  const [faq] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'How bank data sharing works' }).click()]);
  await expect(faq.getByRole('heading', { level: 1 })).toHaveText('Sharing your bank data');
  await expect(faq.getByText(/last 180 days/)).toBeVisible();
  await faq.close();

  await connectSandboxBank(page);
  await expect(page.getByText('Retrieving Bank Statements')).toBeVisible();
  await expect(page.getByText('Statements Received!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Business Transaction Account (062-000 ****4321)')).toBeVisible();
  await expect(page.getByText('Six months of statements are covered.')).toBeVisible();

  // The retrieved statements are documents of the application; the viewer shows the CSV.
  const documents = await page.evaluate(async () => {
    const { accessToken } = JSON.parse(localStorage.getItem('portal.session') ?? '{}');
    const apps = await (await fetch('/api/apps', { headers: { Authorization: `Bearer ${accessToken}` } })).json();
    const list = await (await fetch(`/api/apps/${apps.items[0].id}/docs`, { headers: { Authorization: `Bearer ${accessToken}` } })).json();
    return { applicationId: apps.items[0].id as string, items: list.items as { id: string; fileName: string; fileType: string }[] };
  });
  expect(documents.items.map((d) => d.fileType)).toEqual(['pdf', 'csv', 'pdf', 'csv']);
  const csv = documents.items[1];
  await page.goto(`/document/${csv.id}?application=${documents.applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(csv.fileName);
  await expect(page.getByText('Date,Description,Debit,Credit,Balance')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(csv.fileName);

  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/statement_collect$/);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page).toHaveURL(/\/tl\/application\/additional_owners$/);
});

test('a new applicant uploads six months of statements manually', async ({ page }) => {
  await reachStatementStep(page);
  await page.getByRole('tab', { name: 'Upload Statements Manually' }).click();
  await page.getByText(/^I understand that uploading my statements manually caps my line of credit eligibility at \$50,000/).click();
  const fileInput = page.locator('input[type="file"]');
  await expect(fileInput).toBeAttached();

  // A password-protected PDF is refused with its own message.
  await page.getByLabel('First month').selectOption(monthsAgo(6));
  await page.getByLabel('Last month').selectOption(monthsAgo(4));
  await fileInput.setInputFiles({ name: 'locked.pdf', mimeType: 'application/pdf', buffer: await statementPdf({ userPassword: 'secret' }) });
  await expect(page.getByRole('listitem', { name: 'locked.pdf' }).getByText('Please upload a decrypted file.')).toBeVisible();
  // So is a renamed program.
  await fileInput.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000)]),
  });
  await expect(page.getByRole('listitem', { name: 'statement.pdf' }).getByText(/This file type is not accepted/)).toBeVisible();

  await fileInput.setInputFiles({ name: 'statements-first-quarter.pdf', mimeType: 'application/pdf', buffer: await statementPdf() });
  const first = page.getByRole('listitem', { name: 'statements-first-quarter.pdf' });
  await expect(first.getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(page.getByText(/you still have outstanding document requests/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();

  await page.getByLabel('First month').selectOption(monthsAgo(3));
  await page.getByLabel('Last month').selectOption(monthsAgo(1));
  await fileInput.setInputFiles({
    name: 'statements-second-quarter.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Description,Amount\n2026-09-01,EFTPOS settlement,3100.00\n'),
  });
  await expect(page.getByRole('listitem', { name: 'statements-second-quarter.csv' }).getByRole('button', { name: /^Delete/ })).toBeVisible();
  await expect(page.getByText('Six months of statements are covered.')).toBeVisible();
  await expect(page.getByText(/you still have outstanding document requests/)).toBeHidden();

  // Deleting a statement takes its months away again; uploading it back completes the step.
  await first.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('File deleted.')).toBeVisible();
  await expect(page.getByText('We need six months of business bank statements.')).toBeVisible();
  await page.getByLabel('First month').selectOption(monthsAgo(6));
  await page.getByLabel('Last month').selectOption(monthsAgo(4));
  await fileInput.setInputFiles({ name: 'statements-first-quarter-again.pdf', mimeType: 'application/pdf', buffer: await statementPdf() });
  await expect(page.getByText('Six months of statements are covered.')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/tl\/application\/additional_owners$/);
});

test('a sandbox failure shows its message and what to do next', async ({ page }) => {
  await reachStatementStep(page);
  await connectSandboxBank(page, 'error-30004');
  await expect(page.getByText('Retrieval failed!')).toBeVisible();
  await expect(page.getByText('Your bank needs you to read a message or complete a task in your online banking.')).toBeVisible();
  await expect(page.getByText(/Please sign in to your online banking and resolve this first/)).toBeVisible();

  // One that comes up during the background retrieval: the bank cannot give six months.
  await page.getByLabel('Customer ID').fill('error-40004');
  await page.getByLabel('Password').fill('anything');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Retrieving Bank Statements')).toBeVisible();
  await expect(page.getByText('Your bank does not provide 6 months of statements electronically.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Upload Statements Manually' }).click();
  await expect(page.getByRole('tab', { name: 'Upload Statements Manually' })).toHaveAttribute('aria-selected', 'true');
});
