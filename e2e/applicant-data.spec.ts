/**
 * Data the applicant and the lender rely on: the primary owner's e-mail is the account's in every
 * step and edit dialog (and the server refuses a change to it), names of any script are
 * accepted, and the overdraft limit takes no more than its 10 digits.
 */
import { expect, test } from '@playwright/test';
import { applicationAtReview, completeAnswers, createApplication, newAccount, signInPage } from './support/api-applicant';
import { saveAndContinue } from './support/tl-applicant';

test("the e-mail is the account's: read-only in the review's edit dialogs, and refused by the server", async ({ page, request }) => {
  const { account, id } = await applicationAtReview(request);
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/application\/review_submit$/);

  for (const card of ['Personal Information', 'Owner Information']) {
    await page.getByRole('button', { name: `Edit ${card}` }).click();
    const dialog = page.getByRole('dialog');
    const email = dialog.getByRole('textbox', { name: /E-mail/i });
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(dialog.getByText('The e-mail you sign in with.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).first().click();
    await expect(dialog).toBeHidden();
  }

  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const current = await (await request.get(`/api/apps/${id}`, { headers })).json();
  const refused = await request.patch(`/api/apps/${id}`, {
    headers,
    data: { patch: [{ op: 'replace', path: '/owners/0/email', value: 'someone-else@example.com.au' }], version: current.version },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors[0]).toMatchObject({ path: '/owners/0/email', key: 'accountEmailFixed' });
});

test('names of any script are accepted, and the overdraft limit takes at most 10 digits', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const account = await newAccount(request, { prefix: 'data' });
  await createApplication(request, account, { data: completeAnswers(account), stage: 'PersonalInfo' });
  await signInPage(page, account.grant);

  await page.goto('/tl/application/funding_needs');
  const overdraft = page.getByLabel('Current overdraft limit');
  await overdraft.fill('');
  await overdraft.pressSequentially('123456789012345');
  await expect(overdraft).toHaveValue('1,234,567,890');

  await page.goto('/tl/application/personal_info');
  await page.getByLabel('First name').fill('Zoë');
  await page.getByLabel('Last name').fill('Nguyễn');
  await expect(page.getByText('Please enter a valid name.')).toHaveCount(0);
  await saveAndContinue(page, 'Your business bank statements');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Zoë');
  await expect(page.getByLabel('Last name')).toHaveValue('Nguyễn');
});
