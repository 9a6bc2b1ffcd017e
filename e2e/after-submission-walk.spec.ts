/**
 * The pages after submission as a borrower on a phone meets them: the approved offer, funding
 * details and signing at 360 px, a refresh and Back on each, a second tab open while signing, and
 * an offer that expires while its page is open.
 */
import { expect, test, type Page } from '@playwright/test';
import { completeAnswers, createApplication, decide, moveStatus, newAccount, setStatus, signInPage } from './support/api-applicant';

const phone = { width: 360, height: 780 };

async function approved(page: Page, request: Parameters<typeof newAccount>[0]) {
  const account = await newAccount(request, { prefix: 'walk' });
  const application = await createApplication(request, account, { data: completeAnswers(account), stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await signInPage(page, account.grant);
  return { account, application };
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

test('at 360 px the offer, funding details and signing pages fit, and survive a refresh and Back', async ({ page, request }) => {
  // The whole way from an approved offer to a signed agreement, page by page.
  test.setTimeout(120_000);
  await page.setViewportSize(phone);
  const { account } = await approved(page, request);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/);
  await expect(page.getByRole('button', { name: 'Accept this offer' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('approved-offer-360.png'), fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/);
  await page.getByText('12 months').click();
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
  await expectNoSidewaysScroll(page);

  // Typed bank details come back after a refresh (they are saved once valid).
  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').pressSequentially('032000');
  await page.getByLabel(/^Account number/).fill('12345678');
  await page.getByLabel('Confirm account number').fill('12345678');
  await page.getByLabel('Bank name').click();
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByText('Westpac, BSB 032-000, account •••••678')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('funding-details-360.png'), fullPage: true });

  // The accepted offer's page cannot be reopened by its address: the application stays in checkout.
  await page.goto('/tl/approved/offer');
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);

  await page.getByRole('button', { name: 'Sign agreement' }).click();
  // The agreement is written and sealed before the signing page opens.
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('signing-360.png'), fullPage: true });

  // A refresh of the signing page keeps it (the link belongs to this browser).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await page.getByLabel(/Type your full name to sign/).fill(`${account.grant.user.firstName} ${account.grant.user.lastName}`);
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('congratulations-360.png'), fullPage: true });

  // Back after signing does not reopen a page that signs again.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This signing link has expired or has already been used');
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/);
});

test('a second tab follows where signing has got to', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const { account } = await approved(page, request);
  await page.goto('/tl');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').pressSequentially('032000');
  await page.getByLabel(/^Account number/).fill('12345678');
  await page.getByLabel('Confirm account number').fill('12345678');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  // The agreement is written and sealed before the signing page opens.
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });

  // The same applicant opens the portal in another tab while the signing page is open.
  const second = await context.newPage();
  await second.goto('/tl');
  await expect(second).toHaveURL(/\/tl\/checkout\/funding_details$/);
  // Signing in the first tab moves the second on when it next loads.
  await page.getByLabel(/Type your full name to sign/).fill(`${account.grant.user.firstName} ${account.grant.user.lastName}`);
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await second.reload();
  await expect(second).toHaveURL(/\/tl\/checkout\/congratulations$/);
});

test('an offer that expires while its page is open cannot be accepted, and the page says it expired', async ({ page, request }) => {
  const { application } = await approved(page, request);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/);
  await moveStatus(request, application.id, 'OFFER_EXPIRED');
  // Pressed, Accept is refused; the page may also have learnt of the expiry before the press.
  const accept = page.getByRole('button', { name: 'Accept this offer' });
  if (await accept.isVisible()) await accept.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).not.toHaveURL(/\/tl\/(approved\/offer|checkout\/funding_details)$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/expired/i);
  await page.screenshot({ path: test.info().outputPath('offer-expired.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/expired/i);
});
