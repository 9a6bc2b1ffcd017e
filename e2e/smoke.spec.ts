import { expect, test } from '@playwright/test';

test('the built portal starts with its settings', async ({ page, request }) => {
  const settings = await (await request.get('/settings.json?v=0.1.0')).json();
  await page.goto('/');
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's get started");
  // The footer shows the partner contacts from settings.json.
  await expect(page.locator('footer')).toContainText(settings.partner.phone);
  await expect(page.locator('footer')).toContainText(settings.supportHours);
});

test('a settings failure shows a plain message instead of a blank page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/settings.json*', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('We can’t load the application right now');
  expect(errors.join('\n')).toContain('settings.json failed to load');
});

test('unknown paths go to the product root, which sends a visitor to basic info', async ({ page }) => {
  await page.goto('/tl/no/such/page');
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);
});

test('application steps need a signed-in user', async ({ page }) => {
  await page.goto('/tl/application/funding_needs');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
