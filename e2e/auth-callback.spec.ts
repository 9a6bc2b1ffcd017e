/**
 * The auth callback (spec 02 sections 2, 4 and 8): a path starting with /access_token= hands over
 * a session another of the lender's sites signed in. It is kept (a reload stays signed in), and
 * the callback's state leads on: nothing to the applicant's own application, a renewal link to
 * the renewal's outcome. A token the server refuses, and a renewal link that cannot be followed,
 * clear the tab's state and sign out, and the login page says so.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApplication, logIn, newAccount, overrideSettings, signInPage } from './support/api-applicant';
import { mailsMatching } from './support/outbox';

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

test('a handed-over session of an applicant with no application goes to the product root, which leads to basic info', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'cbn' });
  await page.goto(callback(account.grant.accessToken));
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('E-mail')).not.toBeEditable();
});

/** A seeded borrower's token, their password set through the mailed reset link (the seed shows it only once). */
async function seededBorrowerToken(request: APIRequestContext, email: string): Promise<string> {
  const RESET_LINK = /https?:\/\/\S+\/login\?reset_token=\S+/;
  const before = (await mailsMatching(email, RESET_LINK)).length;
  expect((await request.post('/api/public/password-reset', { data: { email } })).status()).toBe(202);
  await expect.poll(async () => (await mailsMatching(email, RESET_LINK)).length).toBeGreaterThan(before);
  const token = new URL(RESET_LINK.exec((await mailsMatching(email, RESET_LINK)).at(-1)!.text)![0]).searchParams.get('reset_token')!;
  const password = 'Renewal-Passw0rd';
  expect((await request.post('/api/public/password-reset/confirm', { data: { token, password } })).status()).toBe(200);
  return (await logIn(request, email, password)).accessToken;
}

test('a renewal link that is no longer eligible refreshes the session id, then a banker-portal renewal in progress goes to additional info', async ({
  browser,
  request,
}) => {
  const accessToken = await seededBorrowerToken(request, 'banker-renewal@example.com.au');
  const headers = { authorization: `Bearer ${accessToken}` };
  const funded = (await (await request.get('/api/apps?filter=all', { headers })).json()).items.find((a: { status: string }) => a.status === 'COMPLETED');
  // Profiling enabled in the browser alone: the page's CSP is bypassed to let the vendor's stub load.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await overrideSettings(page, (s) => ({ ...s, deviceProfiling: { enabled: true, host: 'profiling.example.test', orgId: 'org-42' } }));
  await page.route('https://profiling.example.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const stored: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/device-session') && r.method() === 'POST') stored.push((r.postDataJSON() as { sessionId: string }).sessionId);
  });

  for (const visit of [1, 2]) {
    const before = stored.length;
    await page.goto(callback(accessToken, { renewal: 'true', applicationId: funded.id }));
    await expect(page).toHaveURL(/\/renewal-tl\/application\/additional_info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this renewal');
    // Each link refreshes the id, even when the renewal has one already (the page alone sets one
    // only when it has none, so the first visit may store the page's own as well).
    await expect.poll(() => stored.length, { message: `visit ${visit} stores a new session id` }).toBeGreaterThan(before);
    await expect(page.locator('script[data-device-profiling]')).toHaveAttribute('src', new RegExp(`session_id=${stored.at(-1)}$`));
  }
  expect(new Set(stored).size).toBe(stored.length);
  const renewal = (await (await request.get('/api/apps?filter=renewal-tl', { headers })).json()).items[0];
  const current = await (await request.get(`/api/apps/${renewal.id}`, { headers })).json();
  expect(current.data._extension.threatMetrixSessionId).toBe(stored.at(-1));
  await context.close();
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
