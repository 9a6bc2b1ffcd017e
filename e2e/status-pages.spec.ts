import { expect, test, type Page } from '@playwright/test';
import { createApplication, newAccount, setStatus, signInPage } from './support/api-applicant';
import { signedApplication } from './support/api-checkout';

interface Settings {
  partner: { phone: string; email: string };
  supportHours: string;
}

async function expectContacts(page: Page, settings: Settings) {
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: settings.partner.phone })).toHaveAttribute('href', `tel:${settings.partner.phone.replace(/\s/g, '')}`);
  await expect(main).toContainText(settings.supportHours);
}

async function expectSignedOut(page: Page) {
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
}

test.describe('public dead-end pages', () => {
  const pages = [
    { route: 'ineligible', text: "Unfortunately you're ineligible to apply at this time.", button: 'Back to Home' },
    { route: 'ineligible_reapply', text: "Unfortunately you're ineligible to re-apply at this time.", button: 'Back to Home' },
    { route: 'email_used', text: 'You already have an application in progress.', button: 'Log In' },
    { route: 'withdrawn', text: 'Your application has been withdrawn', button: 'Apply Now' },
    { route: 'error/renewal_declined', text: "Unfortunately your loan isn't eligible for renewal at this time.", button: 'Back to Home' },
  ];

  for (const { route, text, button } of pages) {
    test(`${route}: its text, the phone and hours from the settings, and one button`, async ({ page, request }) => {
      const settings = (await (await request.get('/settings.json')).json()) as Settings;
      await page.goto(`/tl/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expectContacts(page, settings);
      await expect(page.locator('main').getByRole('button')).toHaveCount(1);
      await page.locator('main').getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(button === 'Log In' ? /\/login$/ : /\/tl\/application\/basic_info$/);
    });
  }

  test("the status pages answer at the specification's paths under the product root; their error/ paths redirect there", async ({ page }) => {
    for (const route of ['unable_process', 'ineligible', 'ineligible_reapply', 'email_used', 'withdrawn']) {
      await page.goto(`/tl/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Let's get started");
      await page.goto(`/tl/error/${route}`);
      await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));
    }
  });

  test('error/email_declined is public: a declined applicant whose session lapsed sees the page, not the sign-in form', async ({ page, request }) => {
    const settings = (await (await request.get('/settings.json')).json()) as Settings;
    await page.goto('/tl/error/email_declined');
    await expect(page).toHaveURL(/\/tl\/error\/email_declined$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unfortunately your application has been declined.');
    await expectContacts(page, settings);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.locator('main').getByRole('button', { name: 'Back to Home' })).toBeVisible();
  });

  test('unable to process: start a new application signs out and goes to basic info; log in goes to the login page', async ({ page, request }) => {
    const account = await newAccount(request);
    await createApplication(request, account, { stage: 'FundingNeeds' });
    await signInPage(page, account.grant);
    await page.goto('/tl/unable_process');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're unable to process your application online");
    await expect(page.getByText('Please start a new application, or log in to continue the one you have.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

    await page.getByRole('button', { name: 'Start a New Application' }).click();
    await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
    await expectSignedOut(page);

    await page.goto('/tl/unable_process');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('status pages of an application', () => {
  const cases = [
    { status: 'EXPIRED', route: 'error/expired', text: 'Your application has expired, please re-apply.', button: 'Apply Now' },
    {
      status: 'DECLINED_INCOMPLETE',
      route: 'error/declined_incomplete',
      text: 'Unfortunately your application has been declined as it was not completed, please re-apply.',
      button: 'Apply Now',
    },
    { status: 'OFFER_EXPIRED', route: 'error/offer_expired', text: 'Your offer has expired, please re-apply.', button: 'Apply Now' },
    { status: 'DECLINED', route: 'error/email_declined', text: 'Unfortunately your application has been declined.', button: 'Back to Home' },
    { status: 'OPS_WITHDRAWN', route: 'withdrawn', text: 'Your application has been withdrawn', button: 'Apply Now' },
    { status: 'CUSTOMER_WITHDRAWN', route: 'withdrawn', text: 'Your application has been withdrawn', button: 'Apply Now' },
    { status: 'INELIGIBLE', route: 'ineligible', text: "Unfortunately you're ineligible to apply at this time.", button: 'Back to Home' },
  ];

  for (const { status, route, text, button } of cases) {
    test(`${status}: the product root and any step lead to ${route}`, async ({ page, request }) => {
      const settings = (await (await request.get('/settings.json')).json()) as Settings;
      const account = await newAccount(request, { prefix: 'status' });
      const application = await createApplication(request, account, { stage: 'FundingNeeds' });
      await setStatus(request, application.id, status);
      await signInPage(page, account.grant);

      await page.goto('/tl');
      await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expectContacts(page, settings);
      await page.goto('/tl/application/business_info');
      await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));

      await expect(page.locator('main').getByRole('button')).toHaveCount(1);
      await page.locator('main').getByRole('button', { name: button }).click();
      if (button === 'Apply Now') {
        // A new application starts signed out, at basic info.
        await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
        await expectSignedOut(page);
      } else {
        await expect(page).toHaveURL(new RegExp(`/tl/${route}$`));
      }
    });
  }

  test('the status pages of another status are not reachable by URL', async ({ page, request }) => {
    const account = await newAccount(request);
    const application = await createApplication(request, account, { stage: 'FundingNeeds' });
    await setStatus(request, application.id, 'EXPIRED');
    await signInPage(page, account.grant);
    await page.goto('/tl/error/offer_expired');
    await expect(page).toHaveURL(/\/tl\/error\/expired$/);
    await page.goto('/tl/error/declined_incomplete');
    await expect(page).toHaveURL(/\/tl\/error\/expired$/);
  });
});

test.describe('the checkout statuses', () => {
  const pages = {
    CHECKOUT_STARTED: [/\/tl\/checkout\/funding_details$/, 'Finalise your funding'],
    WAITING_FOR_ADDITIONAL_OWNERS: [/\/tl\/checkout\/waiting_for_additional_owners$/, 'Thanks for signing'],
    COMPLETED: [/\/tl\/checkout\/congratulations$/, 'Congratulations, your loan is on its way'],
  } as const;
  for (const [status, [url, heading]] of Object.entries(pages)) {
    test(`${status}: the root and every step land on its page, with no redirect loop`, async ({ page, request }) => {
      const account = await newAccount(request, { prefix: 'decided' });
      if (status === 'CHECKOUT_STARTED') {
        const application = await createApplication(request, account, { stage: 'FundingNeeds' });
        await setStatus(request, application.id, status);
      } else {
        // After signing nobody may place an application by hand: it is signed for real.
        await signedApplication(request, account, { waitForCoOwner: status === 'WAITING_FOR_ADDITIONAL_OWNERS' });
      }
      await signInPage(page, account.grant);
      let navigations = 0;
      page.on('framenavigated', () => navigations++);

      for (const from of ['/tl', '/tl/application/basic_info', '/tl/application/in_review', '/tl/error/expired']) {
        navigations = 0;
        await page.goto(from);
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.waitForTimeout(300);
        expect(navigations, `navigations from ${from}`).toBeLessThanOrEqual(3);
      }
    });
  }
});

test.describe('a decision arriving', () => {
  test('In Review: a decision that arrives while the applicant waits shows its status page', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'waiting' });
    const application = await createApplication(request, account, { stage: 'FundingNeeds' });
    await setStatus(request, application.id, 'SUBMITTED');
    await signInPage(page, account.grant);
    await page.goto('/tl');
    await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
    await setStatus(request, application.id, 'DECLINED');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unfortunately your application has been declined.', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/tl\/error\/email_declined$/);
  });
});
