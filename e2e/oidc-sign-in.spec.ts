/**
 * Sign-in through the lender's OpenID provider, in Chromium: the login route sends the applicant
 * to the provider, its sign-in page returns them through the auth callback, and the portal's own
 * session is kept; an additional owner signs in the same way from their own page. A portal of its
 * own (e2e/support/oidc-portal.ts); the rest of the suite keeps the embedded sign-in.
 */
import { expect, test } from '@playwright/test';
import { connectStatements, createApplication, moveStage, newAccount } from './support/api-applicant';
import { answersWithCoOwner } from './support/co-owner-answers';
import { startOidcPortal, type OidcPortal } from './support/oidc-portal';

let portal: OidcPortal | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  portal = await startOidcPortal(Number(process.env.E2E_PORT ?? 3100) + 9);
});

test.afterAll(async () => {
  await portal?.stop();
});

test('an applicant signs in through the provider and comes back signed in to the portal', async ({ page, browser }) => {
  const email = `oidc.e2e.${Date.now()}@example.com.au`;
  await page.goto(`${portal!.url}/login`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`^${portal!.provider.issuer}/interaction/`));
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`^${portal!.url}/(?!login|access_token)`));
  expect(page.url()).not.toContain('access_token');
  const stored = await page.evaluate(() => localStorage.getItem('portal.session'));
  expect(JSON.parse(stored!).user).toMatchObject({ email, firstName: 'Oidc', lastName: 'E2e' });

  // Another browser, sent to sign in by a link, cancels at the provider: a plain page says so, with a way to try again.
  const other = await browser.newPage();
  await other.goto(`${portal!.url}/login?redirect=/`);
  await other.getByRole('button', { name: 'Cancel' }).click();
  await expect(other).toHaveURL(/\/login\?error=access_denied/);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('We could not sign you in');
  await expect(other.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await other.close();

  // A link anyone can write puts words in the address: the page says only its own.
  const crafted = await browser.newPage();
  await crafted.goto(`${portal!.url}/login?error=server_error&error_description=${encodeURIComponent('Call 1800 000 000 to unlock your account')}`);
  await expect(crafted.getByText('We could not sign you in just now. Please try again.')).toBeVisible();
  await expect(crafted.getByText(/1800 000 000/)).toHaveCount(0);
  await crafted.close();
});

test('an additional owner signs in through the provider from their page and reaches their own part, not the applicant’s', async ({ browser, playwright }) => {
  // The applicant's application, submitted in the provider's portal: the submission invites the co-owner.
  const api = await playwright.request.newContext({ baseURL: portal!.url });
  const account = await newAccount(api, { prefix: 'idp-applicant' });
  const { data, partner } = answersWithCoOwner(account);
  const application = await createApplication(api, account, { data, stage: 'StatementCollect' });
  await moveStage(api, account, application.id, 'ReviewAndSubmit', await connectStatements(api, account, application));
  const submitted = await api.post(`/api/apps/${application.id}/workflow/submit`, {
    headers: { authorization: `Bearer ${account.grant.accessToken}` },
    data: {},
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await api.dispose();

  // The owner, without the mailed link, comes to their page in a browser of their own.
  const owner = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const signIn = async (email: string, fromPage = true) => {
    if (fromPage) await owner.goto(`${portal!.url}/tl/additional_owner`);
    await owner.getByRole('button', { name: 'Sign in with your account' }).click();
    await expect(owner).toHaveURL(new RegExp(`^${portal!.provider.issuer}/interaction/`));
    await owner.getByLabel('E-mail').fill(email);
    await owner.getByRole('button', { name: 'Continue' }).click();
  };
  // An account of another address is refused on the owner's page, in the portal's words.
  await signIn(`stranger.${partner._extension.email}`);
  await expect(owner).toHaveURL(/\/tl\/additional_owner\?error=not_an_owner(&|$)/);
  await expect(owner.getByText('That account’s e-mail address is not the one the application names for you.', { exact: false })).toBeVisible();

  // The provider keeps its session of the refused account; trying again from the refusal asks it to
  // show its sign-in, so the owner chooses the account of their own address.
  await signIn(partner._extension.email, false);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(/^Your part of the loan application for /);
  // The owner's token leaves the address bar at once.
  await expect(owner).toHaveURL(`${portal!.url}/tl/additional_owner`);
  await expect(owner.getByLabel('First name')).toHaveValue(partner.firstName);
  await expect(owner.getByRole('list', { name: 'Your progress' })).toContainText('Details confirmed: not yet');
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await owner.screenshot({ path: test.info().outputPath('owner-after-provider-360.png'), fullPage: true });
  // A refresh keeps the owner signed in to their part.
  await owner.reload();
  await expect(owner.getByLabel('First name')).toHaveValue(partner.firstName);
  // The owner's session is theirs only: at the product root they are a visitor, not the applicant.
  await owner.goto(`${portal!.url}/tl`);
  await expect(owner).toHaveURL(/\/tl\/application\/basic_info$/);
  expect(await owner.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  await owner.close();
});
