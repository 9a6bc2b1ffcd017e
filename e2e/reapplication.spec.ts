import { expect, test } from '@playwright/test';
import { createApplication, newAccount, setStatus } from './support/api-applicant';
import { mailedCode } from './support/outbox';
import { fillBasicInfo } from './support/tl-applicant';

test('a returning applicant who may re-apply gives the mailed code, chooses a password and carries on', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'returning' });
  await page.goto('/tl/application/basic_info');
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email: account.email, phone: '0412345678' });
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Code from the e-mail').fill('000000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('That code is not right or has expired.')).toBeVisible();
  await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(account.email));
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // The rule is checked in the browser, the list of common passwords by the server.
  await dialog.getByLabel('New password').fill('password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Your password must have at least 8 characters, with upper and lower case letters and a number.')).toBeVisible();
  await dialog.getByLabel('New password').fill('Password123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('This password is one of the most common ones')).toBeVisible();
  await dialog.getByLabel('New password').fill('Returning-Passw0rd');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/tl\/application\/funding_needs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your funding needs');
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: 'Returning-Passw0rd' } })).status()).toBe(200);
});

test('a returning applicant declined within 30 days goes to the ineligible-reapply page once the mailed code is given', async ({ page, request }) => {
  const account = await newAccount(request, { prefix: 'declined' });
  const application = await createApplication(request, account);
  await setStatus(request, application.id, 'DECLINED');
  await page.goto('/tl/application/basic_info');
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email: account.email, phone: '0412345678' });
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Code from the e-mail').fill(await mailedCode(account.email));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tl\/ineligible_reapply$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Unfortunately you're ineligible to re-apply at this time.");
});

test('a stranger who only knows the e-mail learns nothing from the re-application check', async ({ request }) => {
  const account = await newAccount(request, { prefix: 'private' });
  const known = await request.post(`/api/public/apps/reapplication/${encodeURIComponent(account.email)}`, { data: {} });
  const unknown = await request.post(`/api/public/apps/reapplication/${encodeURIComponent(`nobody.${Date.now()}@example.com.au`)}`, { data: {} });
  expect(known.status()).toBe(200);
  expect(await known.text()).toBe(await unknown.text());
  expect(await known.text()).not.toContain(account.grant.user.id);
});
