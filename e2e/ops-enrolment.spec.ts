/**
 * A staff member added through the API sets up their own account: the link mailed to them opens
 * the console's enrolment page, which shows them their authenticator key; they choose a password,
 * give a code, and sign in. The link works once.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { opsToken } from './support/api-applicant';
import { addStaffMember, enrolmentToken } from './support/staff-enrolment';

test('a new staff member enrols through the mailed link, then signs in; the link works once', async ({ page, request }) => {
  const email = `enrol-${Date.now()}@lender.test`;
  await addStaffMember(request, await opsToken(), { email, fullName: 'Enid Enrolled', role: 'ops' });
  const token = await enrolmentToken(email);

  await page.goto(`/ops/enrol#${token}`);
  await expect(page.getByRole('heading', { name: 'Set up your account' })).toBeVisible();
  await expect(page.getByText(`Enid Enrolled, ${email}`)).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/ops\/enrol$/);
  const key = ((await page.getByLabel('Authenticator key').textContent()) ?? '').replace(/\s+/g, '');
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  await page.getByLabel('Password', { exact: true }).fill('Enid-Enrols-2031');
  await page.getByLabel('Password again').fill('Enid-Enrols-2031');
  await page.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Enid-Enrols-2031');
  await page.getByLabel('Code from your authenticator app').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enid Enrolled (ops)')).toBeVisible();

  await page.goto(`/ops/enrol#${token}`);
  await expect(page.getByRole('heading', { name: 'This enrolment link does not work' })).toBeVisible();
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();
});
