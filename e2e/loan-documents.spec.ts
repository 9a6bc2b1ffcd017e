import { expect, test, type Page } from '@playwright/test';
import { newAccount, signInPage } from './support/api-applicant';
import { signedApplication } from './support/api-checkout';

async function expectLoanDocuments(page: Page) {
  await expect(page).toHaveURL(/\/account\/documents(\?application=[0-9a-f-]+)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your loan documents');
  await expect(page.getByRole('button', { name: /^Download agreement: Signed loan agreement [\d-]+\.pdf$/ })).toBeVisible();
  await expect(page.getByText(/^\d+ [a-z ()]+ payments? of \$[\d,.]+, the first on \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents you uploaded' }).getByText('lease.txt')).toBeVisible();
}

test('a borrower opens the loan documents from the congratulations page and the account menu, and downloads the signed agreement', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { prefix: 'documents' });
  const application = await signedApplication(request, account, { upload: { name: 'lease.txt', text: 'Lease of the shop, 5 years.' } });
  expect(application.status).toBe('COMPLETED');
  await signInPage(page, account.grant);

  // From the congratulations page: Account Home leads to the documents, not back to itself.
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account Home' })).toBeVisible();
  await page.getByRole('button', { name: 'Account Home' }).click();
  await expectLoanDocuments(page);
  // A refresh keeps the documents; Back returns to the congratulations, Forward to the documents.
  await page.reload();
  await expectLoanDocuments(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/);
  await page.goForward();
  await expectLoanDocuments(page);
  const uploaded = page.getByRole('region', { name: 'Documents you uploaded' });
  await expect(uploaded.getByText(/^\d+ B · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Repayment schedule' });
  const payments = Number(/^(\d+) /.exec((await schedule.getByText(/ payments? of /).textContent()) ?? '')?.[1]);
  await expect(schedule.getByRole('row')).toHaveCount(1 + payments);

  // The agreement downloads as the PDF the server stored.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download agreement/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Signed loan agreement \d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: test.info().outputPath('loan-documents-1280.png'), fullPage: true });

  // From the account menu, on any page, at phone width.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Loan Documents' }).click();
  await expectLoanDocuments(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page does not scroll sideways on a phone').toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('loan-documents-360.png'), fullPage: true });
});

test('the account menu offers no loan documents before the agreement is signed', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'documents' });
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Download My Data' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Loan Documents' })).toHaveCount(0);
});
