/**
 * The shell and its copy: the login route's expired-access texts however they are written, In
 * Review (the password prompt only for a generated password, 'Back to Home' only with a customer
 * portal, the wait for the decision, the list inside its card), Back on Review and Submit, the site's icons
 * and manifest, and the date-of-birth format shown once.
 */
import { expect, test, type Page } from '@playwright/test';
import { applicationAtReview, createApplication, newAccount, overrideSettings, setStatus, signInPage, type Account } from './support/api-applicant';
import { auditPage } from './support/axe-audit';
import { mailedResetLink as resetLink } from './support/outbox';

const PHONE = { width: 360, height: 740 };

/** A submitted application of a new account, with the page signed in and on In Review. */
async function inReview(page: Page, request: Parameters<typeof newAccount>[0], options: { passwordGenerated?: boolean } = {}): Promise<Account> {
  const account = await newAccount(request, { prefix: 'in-review', passwordGenerated: options.passwordGenerated });
  const application = await createApplication(request, account, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your application is in review');
  return account;
}

test.describe('the login route', () => {
  test.use({ viewport: PHONE });

  for (const description of ['Access expired', 'access EXPIRED! ', 'this url can be used only once.']) {
    test(`'${description}' is the expired-access case, shown in the spec's words`, async ({ page }) => {
      await page.goto(`/login?${new URLSearchParams({ error_description: description, username: 'jane@example.com.au' })}`);
      const expected = /url/i.test(description) ? 'This URL can be used only once' : 'Access expired.';
      const alert = page.getByRole('alert').filter({ hasText: expected });
      await expect(alert).toContainText('This link can no longer be used. Ask for a new one below.');
      await expect(page.getByRole('button', { name: 'Send Me a Link' })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toHaveValue('jane@example.com.au');
      await page.screenshot({ path: `/tmp/shell-login-${description.trim().replace(/\W+/g, '-')}-360.png` });
    });
  }

  test('another error_description is not the expired-access case', async ({ page }) => {
    await page.goto(`/login?${new URLSearchParams({ error_description: 'Access expired yesterday' })}`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Me a Link' })).toHaveCount(0);
  });
});

test.describe('In Review', () => {
  test('asks to set a password only while the account has the generated one, and no longer once it is set', async ({ page, request }) => {
    const account = await inReview(page, request, { passwordGenerated: true });
    const prompt = page.getByText('Set a password for the customer portal');
    await expect(prompt).toBeVisible();
    await page.getByRole('link', { name: 'Set a password' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a password');
    await page.getByRole('button', { name: 'Send Me a Link' }).click();
    await expect(page.getByText('Check your e-mail')).toBeVisible();

    await page.goto(await resetLink(account.email));
    await page.getByLabel('New password', { exact: true }).fill('My-Own-Passw0rd');
    await page.getByLabel('Confirm new password').fill('My-Own-Passw0rd');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Your password was changed. Please sign in with your new password.')).toBeVisible();
    await page.getByLabel('Password').fill('My-Own-Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your application is in review');
    await expect(page.getByRole('link', { name: 'Set a password' })).toHaveCount(0);
    await expect(prompt).toHaveCount(0);
  });

  test('an account with its own password is not asked to set one', async ({ page, request }) => {
    await inReview(page, request, { passwordGenerated: false });
    await expect(page.getByText('What comes next')).toBeVisible();
    await expect(page.getByText('Set a password for the customer portal')).toHaveCount(0);
  });

  test("without a customer portal there is no 'Back to Home' that would reload the page", async ({ page, request }) => {
    const settings = await (await request.get('/settings.json')).json();
    expect(settings).not.toHaveProperty('customerPortalUrl');
    await inReview(page, request);
    await expect(page.getByText('What comes next')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toHaveCount(0);
  });

  test("'Back to Home' leads to the customer portal from the settings", async ({ page, request }) => {
    const portal = 'https://portal.example.com.au/home';
    await overrideSettings(page, (s) => ({ ...s, customerPortalUrl: portal }));
    await page.route('https://portal.example.com.au/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Customer portal</title><h1>Customer portal</h1>' }),
    );
    await inReview(page, request);
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(portal);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer portal');
  });

  test('says the automatic decision could take a minute or two, and marks Apply done in plain words', async ({ page, request }, testInfo) => {
    await inReview(page, request);
    // After the settings' wait it says a credit analyst will review it instead (e2e/in-review-wait.spec.ts).
    const waiting = page.getByRole('status').filter({ hasText: 'checking your application' });
    await expect(waiting).toContainText('This could take a minute or two.');
    const apply = page.locator('main ol > li').first();
    await expect(apply).toContainText('Apply');
    await expect(apply).toContainText('Done');
    await expect(apply).toContainText('Your application is with us.');
    await expect(apply).not.toContainText('(done)');
    await expect(apply).not.toContainText('Done:');
    await page.screenshot({ path: '/tmp/shell-in-review-1280.png', fullPage: true });
    await auditPage(page, testInfo, 'In Review');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test("the 'what comes next' numbers sit inside the card, clear of its border", async ({ page, request }, testInfo) => {
      await inReview(page, request);
      const list = page.locator('main ol');
      await expect(list.locator('li')).toHaveCount(4);
      const gaps = await list.evaluate((ol) => {
        const main = ol.closest('main')!;
        const style = getComputedStyle(main);
        const contentLeft = main.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        // An ordered list's numbers hang to the left of its items: the list must keep room for them itself.
        return Array.from(ol.children, (li) => li.getBoundingClientRect().left - contentLeft);
      });
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(20);
      await page.screenshot({ path: '/tmp/shell-in-review-360.png', fullPage: true });
      await auditPage(page, testInfo, 'In Review');
    });
  });
});

test.describe('Review and Submit', () => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    test(`has Back to the step before it on the applicant's path (${viewport.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { account } = await applicationAtReview(request);
      await signInPage(page, account.grant);
      await page.goto('/tl/application/review_submit');
      await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
      const back = page.getByRole('button', { name: 'Back', exact: true });
      await expect(back).toBeVisible();
      await back.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shell-review-submit-${viewport.width}.png` });
      await back.click();
      await expect(page).toHaveURL(/\/tl\/application\/additional_owners$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Other owners');
    });
  }
});

test.describe('site icons', () => {
  test('the favicon, the SVG icon and the manifest with its 192 and 512 icons are served and load under the policy', async ({ page, request }) => {
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });

    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = await favicon.body();
    expect(ico.readUInt16LE(2)).toBe(1); // an icon
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(2); // 16 and 32 pixels at least

    await page.goto('/tl/application/basic_info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifestResponse = await request.get(manifestHref!);
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as { name: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest.name).toBe('Harbour Business Finance');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // Each icon the page and the manifest name loads as an image here, under the page's Content-Security-Policy.
    const iconHrefs = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    expect(iconHrefs).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg']));
    const sources = [...iconHrefs, ...manifest.icons.map((icon) => icon.src)];
    const loaded = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(
            (src) =>
              new Promise<{ src: string; width: number }>((resolve) => {
                const image = new Image();
                image.onload = () => resolve({ src, width: image.naturalWidth });
                image.onerror = () => resolve({ src, width: 0 });
                image.src = src;
              }),
          ),
        ),
      sources,
    );
    for (const { src, width } of loaded) expect(width, src).toBeGreaterThan(0);
    expect(loaded.find((l) => l.src === '/icon-192.png')?.width).toBe(192);
    expect(loaded.find((l) => l.src === '/icon-512.png')?.width).toBe(512);
    expect(missing).toEqual([]);
    expect(violations).toEqual([]);
  });
});

test.describe('date of birth', () => {
  test.use({ viewport: PHONE });

  test('shows its format once: the placeholder, with an example as the help', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'dob-copy' });
    await createApplication(request, account, { stage: 'PersonalInfo' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/personal_info');
    const field = page.getByRole('textbox', { name: 'Date of birth' });
    await expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(field).toHaveAccessibleDescription(/For example, 27\/03\/1985\./);
    await expect(page.locator('main').getByText('dd/mm/yyyy')).toHaveCount(0);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shell-date-of-birth-360.png' });
  });
});
