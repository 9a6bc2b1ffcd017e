import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { createApplication, decide, moveStatus, newAccount, opsToken, setStatus, signInPage } from './support/api-applicant';

/** A 1x1 PNG: an identity document or a BAS as a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function decidedApplicant(page: Page, request: Parameters<typeof newAccount>[0], decision: Record<string, unknown>) {
  const account = await newAccount(request, { prefix: 'offer' });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, decision);
  await signInPage(page, account.grant);
  return application;
}

/** A one-page form for the applicant to fill in. */
async function formPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('Business declaration: sign and date below.', { x: 48, y: 780, font, size: 12 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const figure = (page: Page, label: string) => page.getByTestId(`offer-${label}`);

test('approved: the customiser prices every position in the browser, and accepting moves on to checkout', async ({ page, request }) => {
  await decidedApplicant(page, request, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Congratulations, you're approved");
  await expect(page.getByText('$80,000').first()).toBeVisible();
  await expect(figure(page, 'Annual interest rate')).toHaveText('19.95%');

  // The amount moves by the keyboard, $1,000 a step, up to the approved maximum.
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('offer-amount')).toHaveText('$80,000');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('offer-amount')).toHaveText('$78,000');
  await expect(figure(page, 'Origination fee')).toHaveText('$1,950.00');
  await expect(figure(page, 'Amount paid to your account')).toHaveText('$76,050.00');

  const weekly = await page.getByTestId('offer-payment').textContent();
  await page.getByText('Daily (business days)').click();
  await expect(page.getByTestId('offer-payment')).toContainText('per business day');
  await page.getByText('24 months').click();
  // The figures follow the control after its render: wait for them rather than read at once.
  const repayments = () => figure(page, 'Number of repayments').textContent().then(Number);
  await expect.poll(repayments).toBeGreaterThan(480);
  expect(await repayments()).toBeLessThan(520);
  expect(await page.getByTestId('offer-payment').textContent()).not.toBe(weekly);

  await page.getByRole('button', { name: 'Repayment schedule' }).click();
  await expect(page.getByRole('table')).toContainText('$0.00');

  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalise your funding');
});

test('conditional: Upload Documents opens the uploads; the applicant downloads the form, submits, and replaces a refused upload', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'offer' });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  const staff = { authorization: `Bearer ${await opsToken()}` };
  // Staff attach the form first, then ask for it by the id the server gave it.
  const form = await request.post(`/api/ops/applications/${application.id}/document-templates`, {
    headers: staff,
    multipart: { file: { name: 'declaration.pdf', mimeType: 'application/pdf', buffer: await formPdf() } },
  });
  expect(form.status(), await form.text()).toBe(201);
  await decide(request, application.id, {
    outcome: 'CONDITIONAL',
    maxAmount: 50000,
    documents: [
      { type: 'DOC_DECLARATION', title: 'Signed business declaration', templateId: (await form.json()).id },
      { type: 'DRIVER_LICENCE', title: "Driver's licence" },
    ],
  });
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/conditional\/offer$/);
  await expect(page.getByText("You're conditionally approved for up to $50,000.")).toBeVisible();
  const asked = page.getByRole('list', { name: 'Documents we need' });
  await expect(asked.getByRole('listitem')).toHaveCount(2);
  await expect(asked.getByText('Outstanding')).toHaveCount(2);
  await expect(asked.getByText('Comes with a form to fill in.')).toBeVisible();

  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL(/\/tl\/conditional\/offer\?view=upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your documents');
  const submit = page.getByRole('button', { name: 'Submit Documents' });
  await expect(submit).toBeDisabled();

  const declaration = page.getByRole('region', { name: 'Signed business declaration' });
  const downloading = page.waitForEvent('download');
  await declaration.getByRole('button', { name: /^Download declaration\.pdf/ }).click();
  expect((await downloading).suggestedFilename()).toBe('declaration.pdf');
  await declaration.locator('input[type="file"]').setInputFiles({ name: 'declaration-signed.png', mimeType: 'image/png', buffer: PNG });
  await expect(declaration.getByText('declaration-signed.png')).toBeVisible();
  await expect(page.getByText("Still needed: Driver's licence.")).toBeVisible();
  const licence = page.getByRole('region', { name: "Driver's licence" });
  await licence.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(licence.getByText('licence.png')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/tl\/conditional\/additional_doc_upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thanks, we've received your documents");

  // Staff refuse the licence: the application comes back to the applicant with the reason.
  const requests = await (await request.get(`/api/ops/applications/${application.id}/document-requests`, { headers: staff })).json();
  const uploaded = (type: string) => requests.items.find((r: { type: string }) => r.type === type).uploads[0].id;
  const accepted = await request.post(`/api/ops/applications/${application.id}/documents/${uploaded('DOC_DECLARATION')}/review`, {
    headers: staff,
    data: { verdict: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
  const reason = 'The photo is too blurred to read the licence number.';
  const refused = await request.post(`/api/ops/applications/${application.id}/documents/${uploaded('DRIVER_LICENCE')}/review`, {
    headers: staff,
    data: { verdict: 'refused', reason },
  });
  expect(refused.status()).toBe(200);
  await expect(page).toHaveURL(/\/tl\/conditional\/offer$/, { timeout: 20_000 });
  await expect(asked.getByRole('listitem').nth(0)).toContainText('Accepted');
  await expect(asked.getByRole('listitem').nth(1)).toContainText('Refused');
  await expect(asked.getByText(`Our reason: ${reason}`)).toBeVisible();

  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(submit).toBeDisabled();
  await expect(declaration.locator('input[type="file"]')).toHaveCount(0);
  await expect(licence.getByText(`Our reason: ${reason}`)).toBeVisible();
  await licence.locator('input[type="file"]').setInputFiles({ name: 'licence-sharper.png', mimeType: 'image/png', buffer: PNG });
  await expect(licence.getByText('licence-sharper.png')).toBeVisible();
  await expect(licence.getByText('Received')).toBeVisible();
  await submit.click();
  await expect(page).toHaveURL(/\/tl\/conditional\/additional_doc_upload$/);
  await moveStatus(request, application.id, 'IN_VERIFY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're verifying your documents", { timeout: 20_000 });
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 50000, tier: 'C' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Congratulations, you're approved", { timeout: 20_000 });
  await expect(figure(page, 'Annual interest rate')).toHaveText('24.95%');
});
