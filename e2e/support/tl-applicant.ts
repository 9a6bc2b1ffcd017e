/** Filling the tl steps as an applicant would, through the rendered widgets. */
import { expect, type Page } from '@playwright/test';

/** Ticks a radio or checkbox the way a user does: by clicking its label (Chakra hides the native input). */
export async function choose(page: Page, role: 'radio' | 'checkbox', name: string | RegExp) {
  const input = page.getByRole(role, { name, exact: typeof name === 'string' });
  await page.locator('label').filter({ has: input }).first().click();
  await expect(input).toBeChecked();
}

export function uniqueEmail(prefix = 'applicant'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com.au`;
}

/** Opens the agreement behind a consent's link in its dialog, waits for its text, and closes it. */
export async function readAgreement(page: Page, linkName: string) {
  await page.getByRole('link', { name: linkName, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('p').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
}

export async function acceptConsent(page: Page, linkNames: string[], checkboxName: RegExp) {
  for (const name of linkNames) await readAgreement(page, name);
  await choose(page, 'checkbox', checkboxName);
}

/** Basic info's answers; a signed-in applicant's e-mail is their account's (the field is disabled), so it is left out. */
export async function fillBasicInfo(page: Page, applicant: { firstName: string; lastName: string; email?: string; phone: string }) {
  await page.getByLabel('First name').fill(applicant.firstName);
  await page.getByLabel('Last name').fill(applicant.lastName);
  if (applicant.email !== undefined) await page.getByLabel('E-mail').fill(applicant.email);
  await page.getByLabel('Best contact number').pressSequentially(applicant.phone);
  await choose(page, 'radio', 'No');
  await acceptConsent(page, ['Privacy Policy', 'Credit Guide and Privacy Consent'], /I have read and agree/);
  await acceptConsent(page, ['Terms of Use'], /I confirm the business has traded/);
}

export async function fillFundingNeeds(page: Page) {
  await page.getByLabel('How much would you like to borrow?').pressSequentially('150000');
  await choose(page, 'checkbox', 'Equipment Purchases');
  await choose(page, 'checkbox', 'Marketing');
  await choose(page, 'radio', 'Within 3 to 14 days');
  await page.getByLabel('Current overdraft limit').pressSequentially('20000');
  await choose(page, 'radio', 'No');
}

export async function fillBusinessInfo(page: Page) {
  await choose(page, 'radio', 'Company');
  await page.getByLabel('Legal business name').fill('Citizen Bakery Pty Ltd');
  await page.getByRole('textbox', { name: 'ABN', exact: true }).pressSequentially('51824753556');
  await page.getByRole('textbox', { name: 'ACN', exact: true }).pressSequentially('004085616');
}

export async function fillMoreBusinessInfo(page: Page) {
  await page.getByLabel('Business phone').pressSequentially('0298765432');
  await page.getByLabel('Street number').fill('1');
  await page.getByLabel('Street name').fill('Pitt');
  await page.getByLabel('Street type').fill('Street');
  await page.getByLabel('Suburb').fill('Sydney');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').pressSequentially('2000');
  await page.getByLabel('Year the business was established').pressSequentially('2015');
  await page.getByLabel('Average monthly revenue').pressSequentially('60000');
  await page.getByLabel('Your ownership of the business (%)').pressSequentially('100');
}

export async function saveAndContinue(page: Page, nextHeading: string) {
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextHeading);
}

export async function fillPersonalInfo(page: Page) {
  await page.getByLabel('Date of birth').pressSequentially('17051980');
  await page.getByLabel('Street number').fill('12');
  await page.getByLabel('Street name').fill('George');
  await page.getByLabel('Street type').fill('Street');
  await page.getByLabel('Suburb').fill('Sydney');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').pressSequentially('2000');
  await page.getByLabel('Residency status').selectOption({ label: 'Australian citizen' });
  await page.getByLabel('How did you hear about us?').selectOption({ label: 'Internet search' });
}

export interface CoOwner {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  percent: string;
  title?: string;
}

/** Fills additional owner number `index` (0-based) of the list. */
export async function fillCoOwner(page: Page, index: number, owner: CoOwner) {
  const item = page.locator(`[id="root_coOwners_${index}__title"]`).locator('xpath=..');
  await item.getByLabel('First name').fill(owner.firstName);
  await item.getByLabel('Last name').fill(owner.lastName);
  await item.getByLabel('E-mail').fill(owner.email);
  await item.getByLabel('Phone').pressSequentially(owner.phone);
  await item.getByLabel('Date of birth').pressSequentially(owner.dateOfBirth);
  await item.getByLabel('Street number').fill(String(10 + index));
  await item.getByLabel('Street name').fill('Harbour');
  await item.getByLabel('Street type').fill('Road');
  await item.getByLabel('Suburb').fill('Manly');
  await item.getByLabel('State').selectOption('NSW');
  await item.getByLabel('Postcode').pressSequentially('2095');
  await item.getByLabel('Residency status').selectOption({ label: 'Australian permanent resident' });
  await item.getByLabel('Ownership of the business (%)').pressSequentially(owner.percent);
  if (owner.title) {
    await item
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Yes', exact: true }) })
      .click();
    await item.getByLabel('Their title').selectOption({ label: owner.title });
  } else {
    await item
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'No', exact: true }) })
      .click();
  }
}

/**
 * The statement step done the quick way: connect the bank-data sandbox's good user and wait for
 * 'Statements Received!' (docs/counterparts.md, 'Bank-data sandbox').
 */
export async function connectSandboxBank(page: Page, username = 'good-user') {
  await page.getByRole('tab', { name: 'Connect My Account' }).click();
  await page.getByLabel('Your bank').selectOption({ label: 'Westpac' });
  await page.getByLabel('Customer ID').fill(username);
  await page.getByLabel('Password').fill('good-password');
  await page.getByText(/^I agree to share my business bank data/).click();
  await page.getByRole('button', { name: 'Connect' }).click();
}

/** Funding details filled with a valid account, then the agreement signed on the built-in signing page by `signer`. */
/** About you saved, then the sandbox bank connected until its statements arrive. */
export async function fillPersonalInfoAndConnectBank(page: Page) {
  await fillPersonalInfo(page);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('About you');
  await connectSandboxBank(page);
  await expect(page.getByText('Statements Received!')).toBeVisible({ timeout: 30_000 });
}

export async function fillFundingAccountAndSign(page: Page, signer: string) {
  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').pressSequentially('032000');
  await page.getByLabel(/^Account number/).fill('12345678');
  await page.getByLabel('Confirm account number').fill('12345678');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await page.getByLabel(/Type your full name to sign/).fill(signer);
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
}
