/**
 * How the steps look and move: the breadcrumb leads back to any step already done, and Review and
 * Submit is a full-width summary list (label and answer side by side on a wide screen, stacked on
 * a phone, never squeezed).
 */
import { expect, test } from '@playwright/test';
import { applicationAtReview, completeAnswers, createApplication, newAccount, signInPage } from './support/api-applicant';

test('the breadcrumb leads back to a step already done; the current and later steps are not links', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'crumb' });
  await createApplication(request, account, { data: completeAnswers(account), stage: 'PersonalInfo' });
  await signInPage(page, account.grant);
  await page.goto('/tl/application/personal_info');
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await expect(steps.getByRole('link')).toHaveCount(4);
  await expect(steps.getByRole('link', { name: /About you/ })).toHaveCount(0);
  await steps.getByRole('link', { name: 'Your business (done)', exact: true }).click();
  await expect(page).toHaveURL(/\/tl\/application\/business_info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business');
});

test('Review and Submit lists answers full width beside their labels, and stacks them on a phone', async ({ page, request }) => {
  const { account } = await applicationAtReview(request);
  await signInPage(page, account.grant);
  await page.goto('/tl/application/review_submit');
  const card = page.getByRole('region', { name: 'Funding Needs' });
  await expect(card).toBeVisible();
  await expect(page.locator('[orientation="[object Object]"]')).toHaveCount(0);

  const layout = () =>
    card.locator('dl').evaluate((list) => {
      const dt = list.querySelector('dt')!.getBoundingClientRect();
      const dd = list.querySelector('dd')!.getBoundingClientRect();
      const body = list.parentElement!.getBoundingClientRect();
      return { listShare: list.getBoundingClientRect().width / body.width, side: dd.left > dt.right, answerWidth: dd.width, below: dd.top >= dt.bottom };
    });
  const wide = await layout();
  expect(wide.listShare).toBeGreaterThan(0.95);
  expect(wide.side).toBe(true);
  expect(wide.answerWidth).toBeGreaterThan(300);

  await page.setViewportSize({ width: 360, height: 780 });
  const narrow = await layout();
  expect(narrow.below).toBe(true);
  expect(narrow.answerWidth).toBeGreaterThan(260);
});
