/**
 * A staff member added through the API sets up their own account: the link mailed to them opens
 * the console's enrolment page, which shows them their authenticator key; they choose a password,
 * give a code, and sign in. The link works once. An administrator adds a member in the console.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { opsToken } from './support/api-applicant';
import { adminToken } from './support/staff-admin';
import { addStaffMember, enrolledStaffMember, enrolmentToken } from './support/staff-enrolment';

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

test('an administrator adds a staff member in the console; the member is mailed the link, and an address taken is refused', async ({
  page,
  request,
}, testInfo) => {
  const admin = await enrolledStaffMember(request, await adminToken(request), {
    email: `admin-${Date.now()}@lender.test`,
    fullName: 'Ada Admin',
    role: 'admin',
  });
  await page.goto('/ops/login');
  await page.getByLabel('E-mail').fill(admin.member.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByLabel('Code from your authenticator app').fill(new TOTP({ secret: Secret.fromBase32(admin.totpSecret) }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Add staff' }).click();
  await expect(page.getByRole('heading', { name: 'Add a staff member' })).toBeVisible();

  const email = `added-${Date.now()}@lender.test`;
  await page.getByLabel('Full name').fill('Nora New');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role').selectOption('ops');
  await page.getByRole('button', { name: 'Add and send the link' }).click();
  await expect(page.getByText('Nora New is added as operations staff.')).toBeVisible();
  await expect(page.getByText(`Their set-up link went to ${email} and works until`)).toBeVisible();
  // The form is empty again for the next one, and the link is in the member's mail.
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  expect(await enrolmentToken(email)).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // Kept beside the run's results, to look at: the form and its confirmation on a desktop and a phone.
    await page.screenshot({ path: testInfo.outputPath(`add-staff-${width}.png`), fullPage: true });
  }

  await page.getByLabel('Full name').fill('Nora Again');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Add and send the link' }).click();
  await expect(page.getByRole('alert')).toHaveText('A staff member with this e-mail address already exists.');
  await page.screenshot({ path: testInfo.outputPath('add-staff-refused-360.png'), fullPage: true });
});
