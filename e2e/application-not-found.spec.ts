import { expect, test } from '@playwright/test';
import { createApplication, newAccount, signInPage } from './support/api-applicant';

test.describe('fetching the application (spec 01 section 4)', () => {
  test('a not-found answer clears the stored application and stage and goes to the product root, not the error banner', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'gone' });
    const application = await createApplication(request, account, { stage: 'BusinessInfo' });
    await signInPage(page, account.grant);
    // The first fetch and its one retry find nothing; the application is back once the root asks again.
    let notFound = 0;
    await page.route(`**/api/apps/${application.id}`, async (route) => {
      if (route.request().method() !== 'GET' || notFound >= 2) return route.fallback();
      notFound++;
      await route.fulfill({ status: 404, json: { code: 'APP_ERR_NOT_FOUND', message: 'Application not found.' } });
    });

    await page.goto('/tl/application/funding_needs');
    // The root decides again from a fresh list: the application's furthest step, not the step that was open.
    await expect(page).toHaveURL(/\/tl\/application\/business_info$/);
    expect(notFound).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /reload/i })).toHaveCount(0);
  });

  test('an application the server no longer finds at all leaves the applicant with none: basic info for a new application', async ({ page, request }) => {
    const account = await newAccount(request, { prefix: 'gone' });
    const application = await createApplication(request, account, { stage: 'BusinessInfo' });
    await signInPage(page, account.grant);
    await page.route(`**/api/apps/${application.id}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 404, json: { code: 'APP_ERR_NOT_FOUND', message: 'Application not found.' } })
        : route.fallback(),
    );

    await page.goto('/tl/application/business_info');
    await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
  });
});
