/**
 * What the applicant types is what is kept and judged: an impossible date of birth stays as typed
 * and is flagged, an established year and month in the future together are refused, and the
 * statement months offered end with the last complete month.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeAnswers, createApplication, newAccount, signInPage } from './support/api-applicant';

async function signedInAt(page: Page, request: APIRequestContext, stage: string) {
  const account = await newAccount(request, { prefix: 'typed' });
  await createApplication(request, account, { data: completeAnswers(account), stage });
  await signInPage(page, account.grant);
}

/** This month in Sydney, as YYYY-MM and as its index 0-11. */
function sydneyMonth(): { month: string; index: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const index = Number(parts.find((p) => p.type === 'month')!.value) - 1;
  return { month: `${year}-${String(index + 1).padStart(2, '0')}`, index, year };
}

test('a date of birth that does not exist stays as typed and is flagged, at 360 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signedInAt(page, request, 'PersonalInfo');
  await page.goto('/tl/application/personal_info');
  const dob = page.getByLabel('Date of birth');
  for (const [typed, shown] of [
    ['31021990', '31/02/1990'],
    ['32011985', '32/01/1985'],
    ['15131985', '15/13/1985'],
  ]) {
    await dob.fill('');
    await dob.pressSequentially(typed);
    await expect(dob).toHaveValue(shown);
    await dob.blur();
    await expect(page.getByText('Please enter a valid Date of Birth.').first()).toBeVisible();
  }
  await dob.fill('');
  await dob.pressSequentially('17051980');
  await expect(dob).toHaveValue('17/05/1980');
  await expect(page.getByText('Please enter a valid Date of Birth.')).toHaveCount(0);
});

test('an established year and month in the future together are refused on the month', async ({ page, request }) => {
  const { index, year } = sydneyMonth();
  test.skip(index === 11, 'In December no month of this year is in the future.');
  await signedInAt(page, request, 'PersonalInfo');
  await page.goto('/tl/application/more_business_info');
  const yearField = page.getByLabel('Year the business was established');
  await yearField.fill('');
  await yearField.pressSequentially(String(year));
  const month = page.getByLabel('Month established');
  await month.focus();
  await month.selectOption({ label: 'December' });
  // A wrong answer shows once its control is left.
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please choose a month that is not in the future.').first()).toBeVisible();
  await month.selectOption({ index: index + 1 });
  await expect(page.getByText('Please choose a month that is not in the future.')).toHaveCount(0);
});

test('the statement months offered end with the last complete month', async ({ page, request }) => {
  await signedInAt(page, request, 'StatementCollect');
  await page.goto('/tl/application/statement_collect');
  await page.getByRole('tab', { name: 'Upload Statements Manually' }).click();
  await page.getByText(/^I understand that uploading my statements manually caps my line of credit eligibility at \$50,000/).click();
  const last = page.getByLabel('Last month');
  await expect(last).toBeVisible();
  const offered = await last.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const { month } = sydneyMonth();
  expect(offered).not.toContain(month);
  expect(offered[0] < month).toBe(true);
});
