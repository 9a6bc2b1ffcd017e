import { expect, test, type Page } from '@playwright/test';
import { createApplication, newAccount, overrideSettings, signInPage } from './support/api-applicant';
import { mailedResetLink as resetLink } from './support/outbox';

function storedSession(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { accessToken: string; expiresAt: number } | null);
}

test.describe('idle modal', () => {
  test('warns, stays signed in on request, and signs out after the given time without an answer', async ({ page, request }) => {
    await overrideSettings(page, (s) => ({ ...s, idle: { enabled: true, showAfterSeconds: 2, signOutAfterSeconds: 3 } }));
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');

    const modal = page.getByRole('alertdialog', { name: 'Are you still here?' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("For your security you will be signed out within 3 seconds if you don't respond.");
    await expect(modal).not.toContainText('cleared');
    await expect(modal.getByRole('button', { name: 'Stay Signed In' })).toBeFocused();
    await modal.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);

    // No answer this time.
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/login\?reason=idle$/, { timeout: 10_000 });
    await expect(page.getByText('For your security, we signed you out after a period without activity.')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.grant.accessToken}` } });
    expect(me.status()).toBe(401);
  });

  test('before an application exists it says the entered information will be cleared', async ({ page, request }) => {
    await overrideSettings(page, (s) => ({ ...s, idle: { enabled: true, showAfterSeconds: 1, signOutAfterSeconds: 60 } }));
    const account = await newAccount(request);
    await signInPage(page, account.grant);
    await page.goto('/tl');
    await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
    const modal = page.getByRole('alertdialog', { name: 'Are you still here?' });
    await expect(modal).toContainText('For your security you will be signed out within one minute');
    await expect(modal).toContainText('The information you have entered will be cleared.');
  });

  test('is not shown when the settings turn it off, nor to a visitor', async ({ page, request }) => {
    await overrideSettings(page, (s) => ({ ...s, idle: { enabled: false, showAfterSeconds: 1, signOutAfterSeconds: 1 } }));
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await page.waitForTimeout(3_000);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);
  });

  test('activity in another tab counts, and staying signed in there withdraws the warning here', async ({ context, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    const first = await context.newPage();
    const second = await context.newPage();
    // The limit leaves room for a loaded machine: a tab already warning ignores its own activity, so
    // the second tab must be working before its own limit passes.
    for (const page of [first, second]) await overrideSettings(page, (s) => ({ ...s, idle: { enabled: true, showAfterSeconds: 8, signOutAfterSeconds: 60 } }));
    await signInPage(first, account.grant);
    await first.goto('/tl/application/funding_needs');
    await second.goto('/tl/application/funding_needs');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');

    // Someone works in the second tab for longer than the idle limit.
    for (let i = 0; i < 12; i++) {
      await second.mouse.move(100 + (i % 2) * 50, 300);
      await second.waitForTimeout(1_000);
    }
    await expect(first.getByRole('alertdialog')).toHaveCount(0);
    await expect(second.getByRole('alertdialog')).toHaveCount(0);

    // Then nobody does: both tabs warn.
    await expect(first.getByRole('alertdialog', { name: 'Are you still here?' })).toBeVisible({ timeout: 15_000 });
    await expect(second.getByRole('alertdialog', { name: 'Are you still here?' })).toBeVisible();
    await second.getByRole('button', { name: 'Stay Signed In' }).click();
    await expect(first.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('session across tabs and tokens', () => {
  test('a second tab follows sign-out and sign-in', async ({ context, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    const first = await context.newPage();
    const second = await context.newPage();
    await signInPage(first, account.grant);
    await first.goto('/tl/application/funding_needs');
    await second.goto('/tl/application/funding_needs');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');

    await first.getByRole('button', { name: /Account menu/ }).click();
    await first.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login\?redirect=/);

    // Signing in again in the first tab signs the second one in too.
    await first.getByLabel('E-mail').fill(account.email);
    await first.getByLabel('Password').fill(account.password);
    await first.getByRole('button', { name: 'Sign in' }).click();
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
    await expect(second.getByRole('button', { name: /Account menu/ })).toBeVisible();
  });

  test('the token is renewed 60 seconds before it expires', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    // The page believes its token ends in 63 s, so renewal is due in about 3 s.
    await signInPage(page, account.grant, Date.now() + 63_000);
    const renewal = page.waitForResponse((r) => r.url().endsWith('/api/auth/renew'));
    await page.goto('/tl/application/funding_needs');
    const response = await renewal;
    expect(response.status()).toBe(200);
    const renewed = (await response.json()) as { accessToken: string; expiresAt: number };
    await expect.poll(async () => (await storedSession(page))?.expiresAt).toBe(renewed.expiresAt);
    expect((await storedSession(page))?.accessToken).toBe(renewed.accessToken);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
  });

  test('a failed renewal signs out', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await page.route('**/api/auth/renew', (route) => route.fulfill({ status: 401, json: { code: 'AUTH_ERR_UNAUTHENTICATED', message: 'Please sign in.' } }));
    await signInPage(page, account.grant, Date.now() + 61_000);
    await page.goto('/tl/application/funding_needs');
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    expect(await storedSession(page)).toBeNull();
  });

  test('a password reset after the session started ends it', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');

    // Elsewhere, the password is reset through the e-mailed link.
    expect((await request.post('/api/public/password-reset', { data: { email: account.email } })).status()).toBe(202);
    const token = new URL(await resetLink(account.email), 'http://x').searchParams.get('reset_token')!;
    expect((await request.post('/api/public/password-reset/confirm', { data: { token, password: 'Changed-Passw0rd' } })).status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    expect(await storedSession(page)).toBeNull();
  });

  test('signing out where the address carries successfully_reset keeps its message', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto(`/login?successfully_reset=true&username=${encodeURIComponent(account.email)}`);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login\?successfully_reset=true$/);
    await expect(page.getByText('Your password was changed. Please sign in with your new password.')).toBeVisible();
  });
});

test.describe('password reset on the login route', () => {
  test('forgot password: a link by e-mail, a new password once, then sign in with it', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send Me a Link' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();

    const link = await resetLink(account.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Your password must have at least 8 characters, with upper and lower case letters and a number.')).toBeVisible();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Passw0rd');
    await page.getByLabel('Confirm new password').fill('Brand-New-Passw0rd');
    await page.getByRole('button', { name: 'Save Password' }).click();

    await expect(page).toHaveURL(/\/login\?successfully_reset=true&username=/);
    await expect(page.getByText('Your password was changed. Please sign in with your new password.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await page.getByLabel('Password').fill('Brand-New-Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');

    // The link works once: opened again, it is the expired-access case.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
    await page.getByLabel('Confirm new password').fill('Another-Passw0rd');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This URL can be used only once' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Me a Link' })).toBeVisible();
  });

  test("'Access expired.' is the expired-access case too", async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ error_description: 'Access expired.', username: 'jane@example.com.au' })}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Access expired.' })).toContainText('This link can no longer be used.');
    await expect(page.getByLabel('E-mail')).toHaveValue('jane@example.com.au');
  });

  test("'Set a Password' for a generated password: the link sets it, and the menu then offers Sign Out only", async ({ page, request }) => {
    const account = await newAccount(request, { passwordGenerated: true });
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Set a Password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a password');
    await page.getByRole('button', { name: 'Send Me a Link' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();

    await page.goto(await resetLink(account.email));
    await page.getByLabel('New password', { exact: true }).fill('My-Own-Passw0rd');
    await page.getByLabel('Confirm new password').fill('My-Own-Passw0rd');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Your password was changed. Please sign in with your new password.')).toBeVisible();
    expect(await storedSession(page)).toBeNull();

    await page.getByLabel('Password').fill('My-Own-Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Set a Password' })).toHaveCount(0);
  });
});

test.describe('where next and redirect lead', () => {
  test('a sign-out whose next is not a plain path of this site ends on the product root', async ({ page, request }) => {
    const account = await newAccount(request);
    await signInPage(page, account.grant);
    // As they arrive in the address bar: a tab, a backslash, another host, another origin.
    for (const next of ['/%09/example.com', '/%5Cexample.com/', '//example.com', 'https://example.com']) {
      await page.goto(`/logout?next=${next}`);
      await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
    }
  });

  test('a sign-in whose redirect is not a plain path of this site goes to the product root', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/login?redirect=/%5Cexample.com/');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
    await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);
    expect(problems).toEqual([]);
  });
});
