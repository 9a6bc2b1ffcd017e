import { expect, test } from '@playwright/test';
import {
  choose,
  fillBasicInfo,
  fillBusinessInfo,
  fillCoOwner,
  fillFundingNeeds,
  fillMoreBusinessInfo,
  fillPersonalInfoAndConnectBank,
  saveAndContinue,
  uniqueEmail,
} from './support/tl-applicant';

test('a new applicant completes the tl application with two additional owners and submits it', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('owner');
  await page.goto('/tl');
  await fillBasicInfo(page, { firstName: 'Mia', lastName: 'Nguyen', email, phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');
  await fillFundingNeeds(page);
  await saveAndContinue(page, 'Your business');
  await fillBusinessInfo(page);
  await saveAndContinue(page, 'More about your business');
  await fillMoreBusinessInfo(page);
  // The primary owner holds 40%: owners must be added until the total reaches 50%.
  await page.getByLabel('Your ownership of the business (%)').fill('40');
  await saveAndContinue(page, 'About you');
  await fillPersonalInfoAndConnectBank(page);
  await saveAndContinue(page, 'Other owners');

  // Saying no with 40% is refused.
  await choose(page, 'radio', 'No');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Total ownership must reach at least 50%').first()).toBeVisible();

  await choose(page, 'radio', 'Yes');
  await page.getByRole('button', { name: 'Add an owner' }).click();
  await fillCoOwner(page, 0, {
    firstName: 'Liam',
    lastName: 'Smith',
    email: 'liam@example.com.au',
    phone: '0298765432',
    dateOfBirth: '02031975',
    percent: '35',
    title: 'Secretary',
  });
  await page.getByRole('button', { name: 'Add another owner' }).click();
  await fillCoOwner(page, 1, { firstName: 'Ava', lastName: 'Brown', email: 'ava@example.com.au', phone: '0411222333', dateOfBirth: '15081988', percent: '30' });

  // 40 + 35 + 30 = 105: over the ceiling, shown in the table and under the shares.
  await expect(page.getByRole('table')).toContainText('105% (more than 100%)');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Total ownership for the business cannot exceed 100%. Please review your responses.').first()).toBeVisible();
  const secondShare = page.locator('[id="root_coOwners_1_percentOwnership"]');
  await secondShare.fill('');
  await secondShare.pressSequentially('25');
  await expect(page.getByRole('table')).toContainText('100%');
  await expect(page.getByRole('table')).toContainText('Liam Smith');
  await saveAndContinue(page, 'Review and submit');

  // The review cards show what was entered, formatted for reading.
  const card = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Funding Needs')).toContainText('$150,000');
  await expect(card('Funding Needs')).toContainText('Equipment Purchases, Marketing');
  await expect(card('Personal Information')).toContainText(email);
  await expect(card('Business Information')).toContainText('Company');
  await expect(card('Business Information')).toContainText('51 824 753 556');
  await expect(card('Additional Business Information')).toContainText('40%');
  await expect(card('Owner Information')).toContainText('17/05/1980');
  await expect(card('Additional Owner Details')).toContainText('Additional owner 1: Liam Smith');
  await expect(card('Additional Owner Details')).toContainText('Secretary');
  await expect(card('Additional Owner Details')).toContainText('Additional owner 2: Ava Brown');
  await expect(card('Additional Owner Details')).toContainText('25%');

  // Edit from the review: Cancel discards, Continue saves.
  await card('Business Information').getByRole('button', { name: 'Edit Business Information' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Legal business name').fill('Discarded Name Pty Ltd');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(card('Business Information')).toContainText('Citizen Bakery Pty Ltd');
  await card('Business Information').getByRole('button', { name: 'Edit Business Information' }).click();
  await dialog.getByLabel('Legal business name').fill('Nguyen Bakery Pty Ltd');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(card('Business Information')).toContainText('Nguyen Bakery Pty Ltd');
  // Owners already saved arrive in the dialog's first render, and still take keystrokes.
  await card('Additional Owner Details').getByRole('button', { name: 'Edit Additional Owner Details' }).click();
  const secondFirstName = dialog.locator('[id="root_coOwners_1_firstName"]');
  await secondFirstName.press('End');
  await secondFirstName.pressSequentially('-Rose');
  await expect(secondFirstName).toHaveValue('Ava-Rose');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(card('Additional Owner Details')).toContainText('Additional owner 2: Ava-Rose Brown');

  // Submit (a double click submits once) and land in review.
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your application is in review');
  await expect(page.getByText('This could take a minute or two')).toBeVisible();
  for (const item of ['Apply', 'Credit Analyst Review', 'Customise Your Offer', 'Finalise Your Funding']) {
    await expect(page.getByRole('listitem').filter({ hasText: item })).toBeVisible();
  }
  // A submitted application cannot be edited: earlier steps redirect back here.
  await page.goto('/tl/application/business_info');
  await expect(page).toHaveURL(/\/tl\/application\/in_review$/);
});
