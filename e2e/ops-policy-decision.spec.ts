/**
 * The console tells staff when the policy will decide a submitted application, and its decision
 * form shows the decision just saved (amount and tier as the server keeps them), not what was
 * typed before.
 */
import { expect, test, type Page } from '@playwright/test';
import { applicationAtReview } from './support/api-applicant';
import { signInAsAdmin } from './support/staff-admin';

/** The console signed in as the run's administrator (adding staff differs by role; deciding does not). */
async function signIn(page: Page) {
  await page.goto('/ops');
  await signInAsAdmin(async (admin) => {
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByLabel('Code from your authenticator app').fill(admin.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  });
}

test('staff see when the policy will decide, decide first, and the form then shows the saved amount and tier', async ({ page, request }) => {
  const { account, id } = await applicationAtReview(request);
  const submitted = await request.post(`/api/apps/${id}/workflow/submit`, { headers: { authorization: `Bearer ${account.grant.accessToken}` }, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await signIn(page);
  await page.goto(`/ops/applications/${id}`);
  const pending = page.getByText(/automatic policy decision/i);
  await expect(pending).toContainText('Automatic policy decision due at');

  // Staff decide before the policy: a conditional approval.
  const decision = page.getByRole('form', { name: 'Decide' });
  await decision.getByLabel('Decision', { exact: true }).selectOption('CONDITIONAL');
  await decision.getByLabel('Most they may borrow ($)').fill('80000');
  await decision.getByLabel('Pricing tier').selectOption('C');
  await decision.getByLabel('Documents to ask for, one per line').fill('Shop lease');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('CONDITIONAL · stage')).toBeVisible();
  await expect(pending).toHaveText('No automatic policy decision pending.');
  await expect(decision.getByText(/^Current decision:/)).toHaveText('Current decision: Approved on condition of documents, up to $80,000, tier C');

  // Approving next starts from the saved terms; new ones replace them on screen once saved.
  await decision.getByLabel('Decision', { exact: true }).selectOption('APPROVED');
  await expect(decision.getByLabel('Most they may borrow ($)')).toHaveValue('80000');
  await expect(decision.getByLabel('Pricing tier')).toHaveValue('C');
  await decision.getByLabel('Most they may borrow ($)').fill('95000');
  await decision.getByLabel('Pricing tier').selectOption('A');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('APPROVED · stage')).toBeVisible();
  await expect(decision.getByText(/^Current decision:/)).toHaveText('Current decision: Approved, up to $95,000, tier A');
  await expect(decision.getByLabel('Decision', { exact: true })).toHaveValue('');
  await expect(decision.getByLabel('Most they may borrow ($)')).toHaveCount(0);
});
