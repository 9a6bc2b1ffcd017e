/**
 * Sign-in through the lender's OpenID provider, in Chromium: the login route sends the applicant
 * to the provider, its sign-in page returns them through the auth callback, and the portal's own
 * session is kept. A portal of its own (e2e/support/oidc-portal.ts); the rest of the suite keeps
 * the embedded sign-in.
 */
import { expect, test } from '@playwright/test';
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
