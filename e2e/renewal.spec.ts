/**
 * The renewal product in Chromium, with the demo borrowers `npm start` seeds (their passwords are
 * shown once, so the spec resets them through the e-mailed link): a renewable borrower from the
 * renewal link through confirm information (an address without its street type named on Confirm,
 * an address and a revenue edited in the dialogs, the established date read-only there),
 * additional info, review, decision and offer (the current loan's balance, its payoff, the net
 * amount and the overdraft limit, at 1280 and 360 px), to a signed renewal; a borrower whose loan
 * is not renewable reaching the renewal declined page; a borrower whose banker started the renewal
 * resuming it at additional info.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auditPage } from './support/axe-audit';
import { decide, logIn } from './support/api-applicant';
import { mailsMatching } from './support/outbox';
import { fillFundingAccountAndSign, fillFundingNeeds } from './support/tl-applicant';

const PASSWORD = 'Renewal-Passw0rd';

/** Gives a seeded borrower a known password through the reset link, and answers their funded application's id. */
async function borrower(request: APIRequestContext, email: string): Promise<{ fundedId: string; token: string }> {
  const RESET_LINK = /https?:\/\/\S+\/login\?reset_token=\S+/;
  const before = (await mailsMatching(email, RESET_LINK)).length;
  expect((await request.post('/api/public/password-reset', { data: { email } })).status()).toBe(202);
  await expect.poll(async () => (await mailsMatching(email, RESET_LINK)).length).toBeGreaterThan(before);
  const link = RESET_LINK.exec((await mailsMatching(email, RESET_LINK)).at(-1)!.text)![0];
  const token = new URL(link).searchParams.get('reset_token')!;
  expect((await request.post('/api/public/password-reset/confirm', { data: { token, password: PASSWORD } })).status()).toBe(200);
  const grant = await logIn(request, email, PASSWORD);
  const list = await (await request.get('/api/apps?filter=all', { headers: { authorization: `Bearer ${grant.accessToken}` } })).json();
  const funded = list.items.find((a: { status: string }) => a.status === 'COMPLETED');
  return { fundedId: funded.id, token: grant.accessToken };
}

async function signInFromLink(page: Page, email: string, fundedId: string) {
  await page.goto(`/login?renewal=true&applicationId=${fundedId}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a renewable borrower renews from the link: confirm, edit, additional info, review, offer with the payoff, signed', async ({ page, request }) => {
  // The whole renewal in one test, with three accessibility audits and two widths: longer than most.
  test.slow();
  const email = 'renewal@example.com.au';
  const { fundedId, token } = await borrower(request, email);
  await signInFromLink(page, email, fundedId);

  await expect(page).toHaveURL(/\/renewal-tl\/application\/confirm_info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your information');
  for (const card of ['Applicant Information', 'Business Information', 'Additional Business Information', 'Additional Owners']) {
    await expect(page.getByRole('heading', { level: 2, name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Harbour Cafe Pty Ltd')).toBeVisible();
  await auditPage(page, test.info(), 'confirm information 1280');

  // The established date is read-only in the dialog; the revenue is not.
  await page.getByRole('button', { name: 'Edit Additional Business Information' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Year the business was established')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Average monthly revenue').fill('');
  await dialog.getByLabel('Average monthly revenue').pressSequentially('55000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('$55,000')).toBeVisible();

  // An address changed in the applicant's dialog shows on the card.
  await page.getByRole('button', { name: 'Edit Applicant Information' }).click();
  await page.getByRole('dialog').getByLabel('Street name').fill('Hall');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Hall', { exact: true })).toBeVisible();
  // The applicant's share, edited in the ownership table, is saved when left: it survives a reload.
  const share = page.getByLabel('Ownership of Rita Renewal (%)');
  await share.fill('');
  await share.pressSequentially('8a05');
  await expect(share).toHaveValue('80');
  await share.blur();
  await expect(page.getByRole('cell', { name: '80%', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'You' })).toBeDisabled();
  // Saved: the Additional Business Information card shows the new share.
  await expect(page.locator('dd', { hasText: /^80%$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ownership of Rita Renewal (%)')).toHaveValue('80');

  // The applicant's address without its street type (as a renewal may carry it over): Confirm says
  // whose address misses what, and stays. The street type put back, the walk goes on.
  const headers = { authorization: `Bearer ${token}` };
  const started = await (await request.get('/api/apps?filter=renewal-tl', { headers })).json();
  const renewal = await (await request.get(`/api/apps/${started.items[0].id}`, { headers })).json();
  const patchRenewal = (at: number, op: object) =>
    request.patch(`/api/apps/${renewal.id}`, { headers, data: { stage: renewal.stage, patch: [op], version: at } });
  const removed = await patchRenewal(renewal.version, { op: 'remove', path: '/owners/0/streetType' });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required address fields.' })).toContainText('Your address: street type');
  await expect(page).toHaveURL(/\/confirm_info$/);
  const putBack = await patchRenewal((await removed.json()).version, { op: 'add', path: '/owners/0/streetType', value: renewal.data.owners[0].streetType });
  expect(putBack.status(), await putBack.text()).toBe(200);
  await page.reload();
  await page.screenshot({ path: test.info().outputPath('confirm-information-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('confirm-information-360.png'), fullPage: true });
  await auditPage(page, test.info(), 'confirm information 360');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/renewal-tl\/application\/additional_info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this renewal');
  await fillFundingNeeds(page);
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page).toHaveURL(/\/renewal-tl\/application\/review_submit$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Funding Needs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Applicant Information', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/renewal-tl\/application\/in_review$/);

  // The funded application hears the renewal is with the lender.
  const notices = await (
    await request.post(`/api/apps/${fundedId}/workflow/getNotifications`, { headers: { authorization: `Bearer ${token}` }, data: {} })
  ).json();
  expect(notices.notifications[0].message.additionalInfo.renewalAppStatus).toBe('SUBMITTED');

  const renewals = await (await request.get('/api/apps?filter=renewal-tl', { headers: { authorization: `Bearer ${token}` } })).json();
  await decide(request, renewals.items[0].id, { outcome: 'APPROVED', maxAmount: 100000, tier: 'A' });
  await expect(page).toHaveURL(/\/renewal-tl\/approved\/offer$/, { timeout: 20_000 });
  // The offer shows the current loan's balance (the seeded one), pays it off, says what reaches
  // the account, and repeats the overdraft limit the borrower gave (fillFundingNeeds: 20,000).
  await expect(page.getByTestId('offer-Outstanding balance of your current loan')).toHaveText('$41,230.55');
  await expect(page.getByTestId('offer-Payoff of your current loan')).toHaveText('$41,230.55');
  await expect(page.getByTestId('offer-help-Payoff of your current loan')).toHaveText(/That balance, paid in full/);
  await expect(page.getByTestId('offer-Amount paid to your account')).toHaveText('$56,269.45');
  await expect(page.getByText('Amount paid to your account', { exact: true })).toBeVisible();
  await expect(page.getByTestId('offer-Your current overdraft limit')).toHaveText('$20,000.00');
  await page.screenshot({ path: test.info().outputPath('renewal-offer-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId('offer-Outstanding balance of your current loan')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('renewal-offer-360.png'), fullPage: true });
  await auditPage(page, test.info(), 'renewal offer 360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).toHaveURL(/\/renewal-tl\/checkout\/funding_details$/);
  await fillFundingAccountAndSign(page, 'Rita Renewal');
  await expect(page).toHaveURL(/\/renewal-tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, your loan is on its way');
  // A refresh keeps it; Back reaches the used signing link, which signs nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, your loan is on its way');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This signing link has expired or has already been used');
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);

  // The link again: the renewal is submitted, so it leads to the renewal, not to a new one.
  await page.goto(`/renewal?applicationId=${fundedId}`);
  await expect(page).toHaveURL(/\/renewal-tl\/checkout\/congratulations$/);
});

test('a borrower whose loan is not renewable reaches the renewal declined page, and nothing is created', async ({ page, request }) => {
  const email = 'no-renewal@example.com.au';
  const { fundedId, token } = await borrower(request, email);
  await signInFromLink(page, email, fundedId);
  await expect(page).toHaveURL(/\/renewal-tl\/error\/renewal_declined$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('renewal-declined-1280.png'), fullPage: true });
  const renewals = await (await request.get('/api/apps?filter=renewal-tl', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(renewals.items).toEqual([]);
});

test('a borrower whose banker started the renewal in the banker portal resumes it at additional info', async ({ page, request }) => {
  const email = 'banker-renewal@example.com.au';
  const { fundedId, token } = await borrower(request, email);
  const renewals = await (await request.get('/api/apps?filter=renewal-tl', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(renewals.items).toHaveLength(1);
  await signInFromLink(page, email, fundedId);
  await expect(page).toHaveURL(/\/renewal-tl\/application\/additional_info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this renewal');
  // The link resumed the banker's renewal: no second one was made.
  const after = await (await request.get('/api/apps?filter=renewal-tl', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(after.items.map((a: { id: string }) => a.id)).toEqual(renewals.items.map((a: { id: string }) => a.id));
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('banker-renewal-additional-info-360.png'), fullPage: true });
});
