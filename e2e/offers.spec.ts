import { expect, test, type Page } from '@playwright/test';
import { createApplication, decide, moveStatus, newAccount, setStatus, signInPage } from './support/api-applicant';

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

test('conditional: upload each document asked for, submit them, then the approval opens the customiser', async ({ page, request }) => {
  const application = await decidedApplicant(page, request, {
    outcome: 'CONDITIONAL',
    maxAmount: 50000,
    documents: [
      { type: 'DRIVER_LICENCE', title: "Driver's licence" },
      { type: 'BAS_STATEMENT', title: 'Your latest BAS' },
    ],
  });
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/conditional\/offer$/);
  await expect(page.getByText("You're conditionally approved for up to $50,000.")).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Documents' });
  await expect(submit).toBeDisabled();

  const inputs = page.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('licence.png')).toBeVisible();
  await expect(page.getByText('Still needed: Your latest BAS.')).toBeVisible();
  await inputs.nth(1).setInputFiles({ name: 'bas.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('bas.png')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/tl\/conditional\/additional_doc_upload$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thanks, we've received your documents");
  await moveStatus(request, application.id, 'IN_VERIFY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're verifying your documents", { timeout: 20_000 });
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 50000, tier: 'C' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Congratulations, you're approved", { timeout: 20_000 });
  await expect(figure(page, 'Annual interest rate')).toHaveText('24.95%');
});
