/**
 * In Review's wait for the automatic decision (design decision 63), with the settings' delay made
 * short: the spinner and 'a minute or two' while it waits, the page moving on when the decision
 * arrives, and after the delay the credit analyst's text with no spinner.
 */
import { expect, test, type Page } from '@playwright/test';
import { createApplication, decide, newAccount, overrideSettings, setStatus, signInPage, type Application } from './support/api-applicant';

/** A submitted application of a new account, the page signed in with the wait set to `delaySeconds`, on In Review. */
async function inReviewWaiting(page: Page, request: Parameters<typeof newAccount>[0], delaySeconds: number): Promise<Application> {
  await overrideSettings(page, (settings) => ({ ...settings, approvedMaxDelaySeconds: delaySeconds, monitoringIntervalSeconds: 1 }));
  const account = await newAccount(request, { prefix: 'in-review-wait' });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
  return application;
}

test('spins while it waits for the decision, then says a credit analyst will review the application', async ({ page, request }) => {
  await inReviewWaiting(page, request, 4);
  const status = page.getByRole('status');
  await expect(status).toHaveText("We're checking your application now. This could take a minute or two.");
  await expect(status.locator('.chakra-spinner')).toHaveCount(1);
  await expect(status).toContainText('A credit analyst will review your application', { timeout: 15_000 });
  await expect(status).toContainText("We'll contact you as soon as there's a decision");
  await expect(status.locator('.chakra-spinner')).toHaveCount(0);
});

test('moves on to the offer when the decision arrives while it waits', async ({ page, request }) => {
  const application = await inReviewWaiting(page, request, 120);
  await expect(page.getByRole('status')).toContainText('a minute or two');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/, { timeout: 15_000 });
});
