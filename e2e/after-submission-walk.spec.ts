/**
 * The pages after submission as a borrower on a phone meets them: the approved offer, funding
 * details and signing at 360 px, a refresh and Back on each, a second tab open while signing, and
 * an offer that expires while its page is open. Then, for tl and renewal-tl, In Review, the
 * conditional offer and its uploads, and waiting for the other owners: a refresh keeps each page,
 * Back onto a page the application's stage has left lands on the stage's page, with no error.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeAnswers, createApplication, decide, moveStatus, newAccount, setStatus, signInPage } from './support/api-applicant';
import { signAsApplicant } from './support/api-checkout';
import { renewalAtReview, type RenewalAtReview } from './support/api-renewal';
import { answersWithCoOwner } from './support/co-owner-answers';

const phone = { width: 360, height: 780 };

async function approved(page: Page, request: Parameters<typeof newAccount>[0]) {
  const account = await newAccount(request, { prefix: 'walk' });
  const application = await createApplication(request, account, { data: completeAnswers(account), stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await signInPage(page, account.grant);
  return { account, application };
}

/** A 1x1 PNG: a photo of a driver's licence. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const at = (product: string, route: string) => new RegExp(`/${product}/${route.replace('?', '\\?')}$`);

async function expectNoErrorBanner(page: Page) {
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong' })).toHaveCount(0);
}

/** Back onto a page the application has left: the stage's page instead, and no error. */
async function backLandsOn(page: Page, product: string, route: string) {
  await page.goBack();
  await expect(page).toHaveURL(at(product, route));
  await expectNoErrorBanner(page);
}

/**
 * From In Review (the page the browser is on) through a conditional offer asking for a driver's
 * licence, its upload and the documents submitted: a refresh of each page keeps it and the upload,
 * Back from each lands on the stage's page.
 */
async function walkInReviewAndConditionalOffer(page: Page, request: APIRequestContext, product: string, applicationId: string) {
  await expect(page).toHaveURL(at(product, 'application/in_review'));
  await page.reload();
  await expect(page).toHaveURL(at(product, 'application/in_review'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Back to the step the applicant submitted from: the submitted application stays In Review.
  await backLandsOn(page, product, 'application/in_review');

  await decide(request, applicationId, { outcome: 'CONDITIONAL', maxAmount: 50000, documents: [{ type: 'DRIVER_LICENCE', title: "Driver's licence" }] });
  await page.goto(`/${product}`);
  await expect(page).toHaveURL(at(product, 'conditional/offer'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upload Documents' })).toBeVisible();
  await backLandsOn(page, product, 'conditional/offer');

  await page.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(page).toHaveURL(at(product, 'conditional/offer?view=upload'));
  const licence = page.getByRole('region', { name: "Driver's licence" });
  await licence.locator('input[type="file"]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(licence.getByText('licence.png')).toBeVisible();
  // The upload is the server's: a refresh shows it still there, ready to submit.
  await page.reload();
  await expect(page).toHaveURL(at(product, 'conditional/offer?view=upload'));
  await expect(licence.getByText('licence.png')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(at(product, 'conditional/offer'));
  await expect(page.getByRole('button', { name: 'Upload Documents' })).toBeVisible();
  await page.goForward();
  await page.getByRole('button', { name: 'Submit Documents' }).click();
  await expect(page).toHaveURL(at(product, 'conditional/additional_doc_upload'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Thanks, we've received your documents");
  // Back onto the uploads the submitted documents have closed.
  await backLandsOn(page, product, 'conditional/additional_doc_upload');
  await moveStatus(request, applicationId, 'IN_VERIFY');
  await page.goto(`/${product}`);
  await expect(page).toHaveURL(at(product, 'conditional/in_verify'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Back onto the received documents' page, which the verification has left.
  await backLandsOn(page, product, 'conditional/in_verify');
  await decide(request, applicationId, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
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

test('a second tab follows where signing has got to, and signing there after the first tab signed signs nothing twice', async ({ page, request, context }) => {
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

  // The same applicant opens the portal in another tab while the signing page is open, and the signing link in a third.
  const second = await context.newPage();
  await second.goto('/tl');
  await expect(second).toHaveURL(/\/tl\/checkout\/funding_details$/);
  const third = await context.newPage();
  await third.goto(page.url());
  await expect(third.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  const name = `${account.grant.user.firstName} ${account.grant.user.lastName}`;
  // Signing in the first tab moves the second on when it next loads.
  await page.getByLabel(/Type your full name to sign/).fill(name);
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await second.reload();
  await expect(second).toHaveURL(/\/tl\/checkout\/congratulations$/);

  // The third tab signs too, after the first: the server refuses the used link, and the page says it is used instead of offering Sign again.
  await third.getByLabel(/Type your full name to sign/).fill(name);
  await third.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  const answer = third.waitForResponse((response) => /\/api\/signing\/[^/]+\/sign$/.test(response.url()));
  await third.getByRole('button', { name: 'Sign', exact: true }).click();
  expect((await answer).status()).toBe(410);
  await expect(third.getByRole('heading', { level: 1 })).toHaveText('This signing link has expired or has already been used');
  await expect(third.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await third.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(third).toHaveURL(/\/tl\/checkout\/congratulations$/);
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

test('tl: In Review, the conditional offer, its uploads and waiting for the other owners keep their page on a refresh and on Back', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { prefix: 'walk' });
  const { data, partner } = answersWithCoOwner(account);
  const application = await createApplication(request, account, { data, stage: 'FundingNeeds' });
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(at('tl', 'application/funding_needs'));
  await setStatus(request, application.id, 'SUBMITTED');
  await page.goto('/tl');
  await walkInReviewAndConditionalOffer(page, request, 'tl', application.id);

  await signAsApplicant(request, account, application.id);
  await page.goto('/tl');
  await expect(page).toHaveURL(at('tl', 'checkout/waiting_for_additional_owners'));
  const progress = page.getByRole('list', { name: `${partner.firstName} ${partner.lastName}: progress` });
  await page.reload();
  await expect(progress).toContainText('Invited: done');
  // Back onto the documents page the signed application has left.
  await backLandsOn(page, 'tl', 'checkout/waiting_for_additional_owners');
  await expect(progress).toContainText('Invited: done');
});

test('a declined application keeps its page on a refresh, and Back onto In Review lands on it again', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'walk' });
  const application = await createApplication(request, account, { data: completeAnswers(account), stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(at('tl', 'application/in_review'));
  await decide(request, application.id, { outcome: 'DECLINED', reasons: ['Trading history too short.'] });
  await page.goto('/tl');
  await expect(page).toHaveURL(at('tl', 'error/email_declined'));
  const declined = page.getByText('Unfortunately your application has been declined.');
  await expect(declined).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(at('tl', 'error/email_declined'));
  await expect(declined).toBeVisible();
  await backLandsOn(page, 'tl', 'error/email_declined');
});

test.describe.serial('renewal-tl, one renewal from its submission to the wait for the co-owner', () => {
  let renewal: RenewalAtReview;

  test('In Review, the conditional offer and its uploads keep their page on a refresh and on Back', async ({ page, request }) => {
    renewal = await renewalAtReview(request);
    await signInPage(page, renewal.account.grant);
    await page.goto('/renewal-tl');
    await expect(page).toHaveURL(at('renewal-tl', 'application/review_submit'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await walkInReviewAndConditionalOffer(page, request, 'renewal-tl', renewal.id);
  });

  test('at 360 px the offer, funding details and signing pages fit, keep what was typed on a refresh, and Back lands on the stage', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInPage(page, renewal.account.grant);
    // The offer in the history, for Back once it is accepted (accepting replaces its own entry).
    await page.goto('/renewal-tl');
    await expect(page).toHaveURL(at('renewal-tl', 'approved/offer'));
    // An address the approved renewal has left leads to its offer.
    await page.goto('/renewal-tl/conditional/additional_doc_upload');
    await expect(page).toHaveURL(at('renewal-tl', 'approved/offer'));
    await expect(page.getByRole('button', { name: 'Accept this offer' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('renewal-approved-offer-360.png'), fullPage: true });
    await page.reload();
    await page.getByRole('button', { name: 'Accept this offer' }).click();

    await expect(page).toHaveURL(at('renewal-tl', 'checkout/funding_details'));
    await page.getByLabel('Bank name').fill('Westpac');
    await page.getByLabel('BSB').pressSequentially('032000');
    await page.getByLabel(/^Account number/).fill('12345678');
    await page.getByLabel('Confirm account number').fill('12345678');
    await page.getByLabel('Bank name').click();
    await expectNoSidewaysScroll(page);
    await page.waitForTimeout(1_500);
    await page.reload();
    const saved = page.getByText('Westpac, BSB 032-000, account •••••678');
    await expect(saved).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('renewal-funding-details-360.png'), fullPage: true });
    // Back onto the accepted offer: checkout stays, with the account given.
    await backLandsOn(page, 'renewal-tl', 'checkout/funding_details');
    await expect(saved).toBeVisible();

    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
    const signing = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('renewal-signing-360.png'), fullPage: true });
    // Back to funding details and forward again: the link still opens in this browser.
    await page.goBack();
    await expect(page).toHaveURL(at('renewal-tl', 'checkout/funding_details'));
    await expectNoErrorBanner(page);
    await page.goForward();
    await page.reload();
    await expect(page).toHaveURL(signing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
    const { firstName, lastName } = renewal.account.grant.user;
    await page.getByLabel(/Type your full name to sign/).fill(`${firstName} ${lastName}`);
    await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
    await page.getByRole('button', { name: 'Sign', exact: true }).click();

    await expect(page).toHaveURL(at('renewal-tl', 'checkout/waiting_for_additional_owners'), { timeout: 20_000 });
    const progress = page.getByRole('list', { name: `${renewal.partner.firstName} ${renewal.partner.lastName}: progress` });
    await expect(progress).toContainText('Invited: done');
    await expectNoSidewaysScroll(page);
    await page.reload();
    await expect(progress).toContainText('Invited: done');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This signing link has expired or has already been used');
    await page.goto('/renewal-tl');
    await expect(page).toHaveURL(at('renewal-tl', 'checkout/waiting_for_additional_owners'));
  });
});
