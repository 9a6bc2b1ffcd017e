import { expect, test } from '@playwright/test';
import { completeAnswers, createApplication, newAccount, overrideSettings, signInPage } from './support/api-applicant';

const PARTNER = { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' };

test.describe('header', () => {
  test('a visitor gets Sign In only on the pages the spec names', async ({ page }) => {
    const withSignIn = [
      '/tl',
      '/tl/application/basic_info',
      '/tl/unable_process',
      '/tl/ineligible',
      '/tl/ineligible_reapply',
      '/tl/withdrawn',
      '/tl/email_used',
    ];
    for (const path of withSignIn) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header').getByRole('link', { name: 'Sign In' }), path).toBeVisible();
    }
    for (const path of ['/login', '/tl/error/renewal_declined']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('header').getByRole('link', { name: 'Sign In' }), path).toHaveCount(0);
    }
    await page.goto('/tl/application/basic_info');
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the site's root leads a visitor to the default product's first step, and an applicant to their own application", async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'BusinessInfo' });
    await signInPage(page, account.grant);
    await page.goto('/');
    await expect(page).toHaveURL(/\/tl\/application\/business_info$/);
  });

  test("a signed-in applicant's menu: initials, owner and business, Sign Out back to the login page", async ({ page, request }) => {
    const account = await newAccount(request, { firstName: 'Jane', lastName: 'Citizen' });
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl');
    await expect(page).toHaveURL(/\/tl\/application\/business_info$|\/tl\/application\/\w+$/);
    await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const trigger = page.getByRole('button', { name: 'Account menu for Jane Citizen' });
    await expect(trigger).toContainText('JC');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Jane Citizen');
    await expect(menu).toContainText('Citizen Bakery Pty Ltd');
    await expect(menu.getByRole('menuitem', { name: 'Set a Password' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(trigger).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    // The server ended the session too: the old token no longer works.
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.grant.accessToken}` } });
    expect(me.status()).toBe(401);
  });

  test("a user with a generated password gets 'Set a Password', leading to the login page with the username", async ({ page, request }) => {
    const account = await newAccount(request, { passwordGenerated: true });
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Set a Password' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('username')).toBe(account.email);
    expect(url.searchParams.get('reset_context')).toBe('set_password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a password');
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  });

  test('the menu works with the keyboard alone', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    const trigger = page.getByRole('button', { name: /Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeFocused();
    // The menu keeps focus and points at the highlighted item (aria-activedescendant): the first.
    const items = page.getByRole('menuitem');
    const first = items.first();
    await expect(first).toHaveAttribute('data-highlighted', '');
    await expect(menu).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // The arrow keys open it again and walk down to Sign Out, the last item.
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('data-highlighted', '');
    const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
    for (let i = 1; i < (await items.count()); i++) await page.keyboard.press('ArrowDown');
    await expect(signOut).toHaveAttribute('data-highlighted', '');
    await expect(menu).toHaveAttribute('aria-activedescendant', (await signOut.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('partner contacts', () => {
  test("the partner code entered at the start puts the partner's phone and e-mail in the header, footer and sidebar", async ({ page, request }) => {
    await overrideSettings(page, (settings) => ({ ...settings, partners: { ACME1: PARTNER } }));
    const account = await newAccount(request);
    await createApplication(request, account, { data: completeAnswers(account, { partnerCode: 'ACME1' }), stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await expect(page.locator('header').getByRole('link', { name: PARTNER.phone })).toHaveAttribute('href', 'tel:1300111222');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: PARTNER.phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: PARTNER.email })).toHaveAttribute('href', `mailto:${PARTNER.email}`);
    const sidebar = page.getByRole('complementary', { name: 'Help and information' });
    await expect(sidebar).toContainText(PARTNER.name);
    await expect(sidebar.getByRole('link', { name: PARTNER.email })).toBeVisible();
  });

  test("with a partner code the settings do not know (a partner since removed) the lender's contacts show", async ({ page, request }) => {
    const settings = await (await request.get('/settings.json')).json();
    // The server still knows OTHER (it accepts the code); the page's settings no longer do.
    await overrideSettings(page, (s) => ({ ...s, partners: { ACME1: PARTNER } }));
    const account = await newAccount(request);
    await createApplication(request, account, { data: completeAnswers(account, { partnerCode: 'OTHER' }), stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/funding_needs');
    await expect(page.locator('footer').getByRole('link', { name: settings.partner.phone })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: settings.partner.email })).toBeVisible();
    await expect(page.locator('footer')).not.toContainText(PARTNER.phone);
  });
});

test.describe('layout', () => {
  test('the breadcrumb shows the path with the current step and the time left', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'PersonalInfo' });
    await signInPage(page, account.grant);
    await page.goto('/tl/application/business_info');
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await expect(steps.getByRole('listitem').first()).toContainText("Let's get started");
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/^Your business/);
    await expect(steps.getByRole('listitem').filter({ hasText: 'Your funding needs' })).toContainText('(done)');
    await expect(page.getByText('About 8 minutes left')).toBeVisible();
  });

  test('the sidebar is beside the page on a wide screen and below it on a phone', async ({ page }) => {
    await page.goto('/tl/application/basic_info');
    const main = page.locator('main');
    const aside = page.getByRole('complementary', { name: 'Help and information' });
    let [m, a] = [await main.boundingBox(), await aside.boundingBox()];
    expect(a!.x).toBeGreaterThan(m!.x + m!.width - 1);
    await page.setViewportSize({ width: 360, height: 740 });
    [m, a] = [await main.boundingBox(), await aside.boundingBox()];
    expect(a!.y).toBeGreaterThan(m!.y + m!.height - 1);
  });
});

test.describe('banners', () => {
  test('an unsupported browser gets a banner; a supported or newer one does not', async ({ browser }) => {
    const old = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36',
    });
    const oldPage = await old.newPage();
    await oldPage.goto('/tl/application/basic_info');
    await expect(oldPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(oldPage.getByText('Your browser is not supported.')).toBeVisible();
    await old.close();

    const newer = await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/999.0.0.0 Safari/537.36',
    });
    const newerPage = await newer.newPage();
    await newerPage.goto('/tl/application/basic_info');
    await expect(newerPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(newerPage.getByText('Your browser is not supported.')).toHaveCount(0);
    await newer.close();
  });

  test('a screen whose code fails to load shows the error banner with a reload button, not a blank page', async ({ page }) => {
    await page.route('**/assets/login-page-*.js', (route) => route.abort());
    await page.goto('/tl/application/basic_info');
    await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong on our side.' });
    await expect(banner).toBeVisible();
    await page.unroute('**/assets/login-page-*.js');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('an unexpected failure nobody handles shows the error banner above the page', async ({ page }) => {
    await page.goto('/tl/application/basic_info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
    await page.evaluate(() => {
      void Promise.reject(new Error('unexpected'));
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, something went wrong on our side.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
  });
});

test.describe('device profiling', () => {
  test('when enabled, the application gets a session id and the script loads with org_id and session_id', async ({ browser, request }) => {
    // The server's CSP allows the vendor only when its own settings enable profiling; this run
    // enables it in the browser alone, so the page's CSP is bypassed to let the stub load.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await overrideSettings(page, (s) => ({ ...s, deviceProfiling: { enabled: true, host: 'profiling.example.test', orgId: 'org-42' } }));
    await page.route('https://profiling.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__profiled = (window.__profiled || 0) + 1;' }),
    );
    const account = await newAccount(request);
    const application = await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);

    const stored = page.waitForResponse((r) => r.url().endsWith(`/api/apps/${application.id}/device-session`) && r.request().method() === 'POST');
    await page.goto('/tl/application/funding_needs');
    const response = await stored;
    expect(response.status()).toBe(200);
    const sessionId = (await response.json()).data._extension.threatMetrixSessionId as string;
    expect(sessionId).toMatch(/^[A-Za-z0-9-]{1,128}$/);
    await expect.poll(() => page.evaluate(() => (window as { __profiled?: number }).__profiled)).toBe(1);
    const src = await page.locator('script[data-device-profiling]').getAttribute('src');
    expect(src).toBe(`https://profiling.example.test/fp/tags.js?org_id=org-42&session_id=${sessionId}`);

    // The id is kept: a reload loads the script with it and stores nothing new.
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/device-session') && posted++);
    await page.reload();
    await expect.poll(() => page.evaluate(() => (window as { __profiled?: number }).__profiled)).toBe(1);
    expect(await page.locator('script[data-device-profiling]').getAttribute('src')).toContain(`session_id=${sessionId}`);
    expect(posted).toBe(0);
    await context.close();
  });

  test('when disabled (the default), nothing is loaded and the CSP allows only this site', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    const document = await page.goto('/tl/application/funding_needs');
    const csp = (await document!.allHeaders())['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*https:/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[data-device-profiling]')).toHaveCount(0);
  });
});
