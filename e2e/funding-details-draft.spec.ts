/**
 * Funding details keeps a draft like the other steps: the bank details typed there, once complete
 * and valid, are saved (checked by the server and stored sealed), so a reload does not lose them.
 */
import { expect, test } from '@playwright/test';
import { createApplication, newAccount, setStatus, signInPage } from './support/api-applicant';

test('the bank details typed on funding details survive a reload, kept sealed on the server like a saved account', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'draft' });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'CHECKOUT_STARTED');
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);

  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').pressSequentially('032000');
  await page.getByLabel(/^Account number/).fill('12345678');
  const kept = page.waitForResponse((r) => r.url().endsWith(`/api/apps/${application.id}/funding-account`) && r.request().method() === 'PUT');
  await page.getByLabel('Confirm account number').fill('12345678');
  expect((await kept).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalise your funding');
  await expect(page.getByText('Westpac, BSB 032-000, account •••••678')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a different account' })).toBeVisible();
});
