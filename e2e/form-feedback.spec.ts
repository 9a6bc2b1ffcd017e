/**
 * Telling the applicant what is wrong: a required field left blank says so when it is left; a
 * Save & Continue enabled on every step, basic info included, that shows the error summary when
 * pressed early, each line a link to its field; error-summary lines read well after a question;
 * every field's error looks the same; the ownership errors of the additional-owners step are in
 * its error summary, linked to the ownership table; and its add button and owner limit say what
 * they do.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeAnswers, connectStatements, createApplication, moveStage, newAccount, signInPage, type Account } from './support/api-applicant';
import { auditPage } from './support/axe-audit';
import { choose } from './support/tl-applicant';

const BLANK = 'This information is required, please provide.';

/** An applicant whose application is at the additional-owners step, holding `primaryShare`% themselves. */
async function atAdditionalOwners(request: APIRequestContext, primaryShare: string): Promise<Account> {
  const account = await newAccount(request, { prefix: 'feedback' });
  const data = completeAnswers(account);
  (data.owners as Record<string, unknown>[])[0].percentOwnership = primaryShare;
  const application = await createApplication(request, account, { data, stage: 'FundingNeeds' });
  await moveStage(request, account, application.id, 'AdditionalOwners', await connectStatements(request, account, application));
  return account;
}

async function openAdditionalOwners(page: Page, account: Account, width: number) {
  await signInPage(page, account.grant);
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/tl/application/additional_owners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Other owners');
}

test.describe('basic info, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a required field emptied and left says it is required', async ({ page }) => {
    await page.goto('/tl');
    const firstName = page.getByLabel('First name');
    await firstName.fill('Jane');
    await firstName.fill('');
    await expect(page.getByText(BLANK)).toHaveCount(0);
    await page.getByLabel('Last name').focus();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#root_firstName__error')).toHaveText(BLANK);
    // Only the field left: the one with focus and those never visited say nothing yet.
    await expect(page.getByText(BLANK)).toHaveCount(1);
  });

  test('Save & Continue on basic info is enabled, as on every step: pressed early, the error summary lists what is missing, each a link to its field', async ({
    page,
  }, testInfo) => {
    await page.goto('/tl');
    const button = page.getByRole('button', { name: 'Save & Continue' });
    await expect(button).toBeEnabled();
    await expect(page.locator('#BasicInfo-outstanding')).toHaveCount(0);
    await button.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link').first()).toHaveText(`First name — ${BLANK}`);
    await expect(summary.getByRole('link', { name: /^Best contact number/ })).toBeVisible();
    await expect(page).toHaveURL(/\/tl\/application\/basic_info$/);

    // A link takes the applicant to its field.
    await summary.getByRole('link', { name: /^Best contact number/ }).click();
    await expect(page.getByLabel('Best contact number')).toBeFocused();
    await auditPage(page, testInfo, 'basic-info-error-summary');
  });
});

test('error-summary lines read well after a question, and every field error has one style', async ({ page, request }, testInfo) => {
  const account = await newAccount(request, { prefix: 'feedback' });
  await createApplication(request, account, { data: { ...completeAnswers(account), fundingNeeds: {} }, stage: 'FundingNeeds' });
  await signInPage(page, account.grant);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tl/application/funding_needs');
  await page.getByLabel('How much would you like to borrow?').pressSequentially('5000');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
  await expect(summary.getByRole('link').first()).toHaveText('How much would you like to borrow? — Please enter a value greater than $10,000.');
  await expect(summary).not.toContainText('?:');
  await expect(summary.getByRole('link', { name: /^How soon will you use the funds\? — Please select an option\.$/ })).toBeVisible();

  // A text field's error and a group's (radios, checkboxes) look the same.
  const style = (id: string) =>
    page.locator(`#${id}__error`).evaluate((element) => {
      const css = getComputedStyle(element);
      return { fontSize: css.fontSize, color: css.color, fontWeight: css.fontWeight };
    });
  const text = await style('root_desiredLoanAmount');
  expect(text.fontSize).toBe('14px');
  expect(await style('root_fundsUsagePeriod')).toEqual(text);
  expect(await style('root_fundingPurposes')).toEqual(text);
  await auditPage(page, testInfo, 'funding-needs-errors');
});

test.describe('additional owners', () => {
  test.setTimeout(90_000);

  test('the ownership errors are in the error summary, once, linked to the ownership table', async ({ page, request }, testInfo) => {
    const account = await atAdditionalOwners(request, '40');
    await openAdditionalOwners(page, account, 360);
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
    const table = page.getByRole('table', { name: 'Ownership summary' });

    // Under the minimum: nobody else, 40%.
    await choose(page, 'radio', 'No');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const under = summary.getByRole('link', { name: 'Ownership summary — Total ownership must reach at least 50%. Please add the additional owners.' });
    await expect(under).toBeVisible();
    await under.click();
    await expect(table).toBeFocused();
    await expect(page.locator('#root_ownershipSummary__error')).toHaveText('Total ownership must reach at least 50%. Please add the additional owners.');
    await auditPage(page, testInfo, 'owners-under-minimum');

    // Over the maximum: 40 + 35 + 30, reported at both shares, summarised once.
    await choose(page, 'radio', 'Yes');
    await page.getByRole('button', { name: 'Add an owner' }).click();
    await page.locator('#root_coOwners_0_percentOwnership').pressSequentially('35');
    await page.getByRole('button', { name: 'Add another owner' }).click();
    await page.locator('#root_coOwners_1_percentOwnership').pressSequentially('30');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    const over = summary.getByRole('link', { name: /Total ownership for the business cannot exceed 100%/ });
    await expect(over).toHaveCount(1);
    await expect(over).toHaveText('Ownership summary — Total ownership for the business cannot exceed 100%. Please review your responses.');
    await expect(page.locator('#root_coOwners_1_percentOwnership__error')).toHaveText(/cannot exceed 100%/);
    await over.click();
    await expect(table).toBeFocused();
    // Other errors name the owner they belong to.
    await expect(summary.getByRole('link', { name: `Additional owner 2, First name — ${BLANK}` })).toBeVisible();
    await auditPage(page, testInfo, 'owners-over-maximum');
  });

  test("the add button says 'Add an owner' for the first, and the limit of owners is said when reached", async ({ page, request }, testInfo) => {
    const account = await atAdditionalOwners(request, '60');
    await openAdditionalOwners(page, account, 1280);
    await choose(page, 'radio', 'Yes');
    await expect(page.getByRole('button', { name: 'Add another owner' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add an owner' }).click();
    await expect(page.getByRole('button', { name: 'Add an owner' })).toHaveCount(0);
    const addAnother = page.getByRole('button', { name: 'Add another owner' });
    const note = page.getByText("You've added as many owners as an application can have: up to 9 owners, including you.");
    await expect(note).toHaveCount(0);
    // You and eight others: nine owners, the journey's limit.
    for (let added = 1; added < 8; added++) await addAnother.click();
    await expect(page.locator('[id="root_coOwners_7__title"]')).toBeVisible();
    await expect(addAnother).toHaveCount(0);
    await expect(note).toBeVisible();
    await auditPage(page, testInfo, 'owners-limit');
    // Removing one brings the button back and the note goes.
    await page.getByRole('button', { name: 'Remove item 8' }).click();
    await expect(addAnother).toBeVisible();
    await expect(note).toHaveCount(0);
  });
});
