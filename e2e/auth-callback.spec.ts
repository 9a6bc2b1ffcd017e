/**
 * The auth callback (spec 02 sections 2, 4 and 8): a path starting with /access_token= hands over
 * a session another of the lender's sites signed in. It is kept (a reload stays signed in), and
 * the callback's state leads on: nothing to the applicant's own application, a renewal link to
 * the renewal's outcome. A token the server refuses, and a renewal link that cannot be followed,
 * clear the tab's state and sign out, and the login page says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { createApplication, newAccount, signInPage } from './support/api-applicant';

const callback = (accessToken: string, state?: Record<string, string>) =>
  `/access_token=${accessToken}&token_type=Bearer&expires_in=900${state ? `&state=${encodeURIComponent(new URLSearchParams(state).toString())}` : ''}`;

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('portal.session'));

test("a handed-over session is kept and leads to the applicant's own application", async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'cb' });
  await createApplication(request, account);
  await page.goto(callback(account.grant.accessToken));
  await expect(page).toHaveURL(/\/tl\/application\/[a-z_]+$/);
  expect(page.url()).not.toContain('access_token');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page).not.toHaveURL(/\/login/);
  expect(JSON.parse((await storedSession(page))!).user.email).toBe(account.email);
  // Back does not return to the callback's address: it was replaced.
  await page.goBack();
  expect(page.url()).not.toContain('access_token');
});

test('a renewal link carried in the state follows the renewal branches once the session is kept', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'cbr' });
  const application = await createApplication(request, account);
  // An application that was never funded has no renewal to offer: the renewal declined page, still signed in.
  await page.goto(callback(account.grant.accessToken, { renewal: 'true', applicationId: application.id }));
  await expect(page).toHaveURL(/\/renewal-tl\/error\/renewal_declined$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(JSON.parse((await storedSession(page))!).user.email).toBe(account.email);
});

test('a token the server refuses signs out a session the tab had, and the login page says why', async ({ page, request }) => {
  const earlier = await newAccount(request, { prefix: 'cbe' });
  await signInPage(page, earlier.grant);
  expect(await storedSession(page)).not.toBeNull();
  await page.goto(callback('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl'));
  await expect(page).toHaveURL(/\/login\?reason=link_failed$/);
  await expect(page.getByRole('status').filter({ hasText: 'We could not open that link, so we signed you out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('auth-callback-refused-1280.png'), fullPage: true });

  // Not a bearer token at all: refused before any call.
  await page.goto('/access_token=not-a-token');
  await expect(page).toHaveURL(/\/login\?reason=link_failed$/);
});

test('any other unknown path still goes to the root', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).not.toHaveURL(/no\/such\/page/);
  await page.goto('/access_tokens=x');
  await expect(page).not.toHaveURL(/access_tokens/);
  await expect(page).not.toHaveURL(/reason=link_failed/);
});

test('a renewal link that fails goes to unable to process (spec 02 section 4), not to a sign-out and the login page', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'rls' });
  await signInPage(page, account.grant);
  await page.goto('/renewal?applicationId=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/renewal-tl\/unable_process$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're unable to process your application online");
  expect(await storedSession(page)).not.toBeNull();
});
