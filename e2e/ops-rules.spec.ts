/**
 * An administrator edits a product's validation-rule records in the console: the journey check
 * names a mistake before anything is saved, the diff shows the change, a save needs a reason, and
 * a save from a version someone else has since replaced is refused with the edit kept.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { opsToken } from './support/api-applicant';
import { adminToken } from './support/staff-admin';
import { enrolledStaffMember } from './support/staff-enrolment';

async function rulesOf(request: APIRequestContext) {
  const response = await request.get('/api/ops/validation-rules/tl', { headers: { authorization: `Bearer ${await opsToken()}` } });
  return response.json() as Promise<{ version: number; records: object[] }>;
}

test('an administrator checks, reviews and saves an edit of the rule records, and is told when someone saved first', async ({ page, request }) => {
  const original = await rulesOf(request);
  const email = `rules-${Date.now()}@lender.test`;
  const staff = await enrolledStaffMember(request, await adminToken(request), { email, fullName: 'Rita Rules', role: 'admin' });
  await page.goto('/ops/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Code from your authenticator app').fill(new TOTP({ secret: Secret.fromBase32(staff.totpSecret) }).generate());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Validation rules' }).click();
  await expect(page.getByRole('heading', { name: 'Validation rules' })).toBeVisible();
  await page.getByLabel('Product').selectOption('tl');
  await expect(page).toHaveURL(/product=tl$/);
  await expect(page.getByText(`Version ${original.version}`)).toBeVisible();
  const editor = page.getByLabel('Rule records (JSON)');
  await expect(editor).toHaveValue(JSON.stringify(original.records, null, 2));

  // A typo in a path: named by the journey check, nothing saved.
  const added = {
    jsonPath: '$.business.legalBusinesName',
    rules: [{ ruleType: { validationRuleType: 'lengthTooShort' }, ruleParameters: [{ parameter: '1' }] }],
  };
  await editor.fill(JSON.stringify([...original.records, added], null, 2));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const found = page.getByRole('region', { name: 'What the journey check found' });
  await expect(found).toContainText('jsonPath "$.business.legalBusinesName" matches no field of journey "tl"');
  await expect(found).toContainText(`/${original.records.length}/jsonPath`);

  // Broken JSON: said plainly, the text kept.
  await editor.fill('[{');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('alert').first()).toContainText('This is not valid JSON');
  await expect(editor).toHaveValue('[{');

  const fixed = { ...added, jsonPath: '$.business.legalBusinessName' };
  await editor.fill(JSON.stringify([...original.records, fixed], null, 2));
  const diff = page.getByRole('region', { name: 'Changes from the stored records' });
  await expect(diff).toContainText(/\d+ line\(s\) added, \d+ removed/);
  await expect(diff).toContainText('+     "jsonPath": "$.business.legalBusinessName"');
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Please say why');
  await page.getByLabel('Reason for the change').fill('Business names must not be empty.');

  // Someone else saves first: refused, the edit kept.
  const other = await request.put('/api/ops/validation-rules/tl', {
    headers: { authorization: `Bearer ${await opsToken()}` },
    data: { records: original.records, updatedBy: 'another admin' },
  });
  expect(other.status()).toBe(200);
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('alert').first()).toContainText(`changed since version ${original.version}`);
  await expect(editor).toHaveValue(JSON.stringify([...original.records, fixed], null, 2));

  await page.reload();
  await expect(page.getByText(`Version ${original.version + 1}`)).toBeVisible();
  await editor.fill(JSON.stringify([...original.records, fixed], null, 2));
  await page.getByLabel('Reason for the change').fill('Business names must not be empty.');
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved as version ${original.version + 2}` })).toBeVisible();
  expect((await rulesOf(request)).records).toEqual([...original.records, fixed]);

  // Put the release's records back for the other journeys.
  const restored = await request.put('/api/ops/validation-rules/tl', {
    headers: { authorization: `Bearer ${await opsToken()}` },
    data: { records: original.records, updatedBy: 'test clean-up' },
  });
  expect(restored.status()).toBe(200);
});
