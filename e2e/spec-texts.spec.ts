/**
 * Smaller texts and limits of spec 01 section 5 and section 9, on the applicant's personal info:
 * the date of birth says beforehand 'You must be 18 years or older to apply.' (the error stays
 * 'You must be at least 18 years old to submit an application.'), and the single-line address
 * takes at most 100 characters.
 */
import { expect, test } from '@playwright/test';
import { createApplication, newAccount, signInPage } from './support/api-applicant';

test('personal info: the age requirement is said under the date of birth, and the single-line address takes at most 100 characters', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, { prefix: 'texts' });
  await createApplication(request, account, { stage: 'PersonalInfo' });
  await signInPage(page, account.grant);
  await page.goto('/tl/application/personal_info');
  await expect(page.getByText('For example, 27/03/1985. You must be 18 years or older to apply.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Find your address' })).toHaveAttribute('maxlength', '100');
});
