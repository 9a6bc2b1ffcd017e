import { expect, test, type Page } from '@playwright/test';
import { auditPage, WIDTHS } from './support/axe-audit';
import { fillBasicInfo, fillFundingNeeds, saveAndContinue, uniqueEmail } from './support/tl-applicant';

async function reachBusinessInfo(page: Page) {
  await page.goto('/tl');
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email: uniqueEmail('register'), phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');
  await fillFundingNeeds(page);
  await saveAndContinue(page, 'Your business');
}

for (const width of WIDTHS) {
  test(`a name search on the register fills the business details, which stay editable and are saved, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await reachBusinessInfo(page);
    const search = page.getByRole('combobox', { name: 'Find your business' });
    await search.pressSequentially('harbour');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option')).toHaveCount(2);
    await expect(listbox.getByRole('option').filter({ hasText: 'ABN 70 331 724 602' })).toHaveCount(1);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await auditPage(page, testInfo, 'register-results');

    const options = await listbox.getByRole('option').allTextContents();
    const harbourside = options.findIndex((text) => text.includes('70 331 724 602'));
    for (let i = 0; i <= harbourside; i += 1) await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page.getByLabel('Legal business name')).toHaveValue('HARBOURSIDE BAKERY PTY LTD');
    await expect(page.getByRole('textbox', { name: 'ABN', exact: true })).toHaveValue('70 331 724 602');
    await expect(page.getByRole('textbox', { name: 'ACN', exact: true })).toHaveValue('331 724 602');
    await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(page.getByText(/Filled in from the register: HARBOURSIDE BAKERY PTY LTD/).first()).toBeVisible();
    await auditPage(page, testInfo, 'register-filled');

    // The applicant may still change what the register filled; the step saves their version.
    await page.getByLabel('Legal business name').fill('Harbourside Bakery Pty Ltd');
    await saveAndContinue(page, 'More about your business');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Legal business name')).toHaveValue('Harbourside Bakery Pty Ltd');
    await expect(page.getByRole('textbox', { name: 'ABN', exact: true })).toHaveValue('70 331 724 602');
  });

  test(`an ABN search offers the entity itself, and picking it fills a trust's details, at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await reachBusinessInfo(page);
    const search = page.getByRole('combobox', { name: 'Find your business' });
    await search.pressSequentially('84 380 513 071');
    const option = page.getByRole('listbox').getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toContainText('THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST');
    await option.click();
    await expect(page.getByLabel('Legal business name')).toHaveValue('THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST');
    await expect(page.getByRole('textbox', { name: 'ABN', exact: true })).toHaveValue('84 380 513 071');
    await expect(page.getByRole('radio', { name: 'Trust' })).toBeChecked();
    await auditPage(page, testInfo, 'register-filled-by-abn');
  });
}

test('an ABN search of a cancelled entity explains itself, and nothing the applicant typed is lost', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await reachBusinessInfo(page);
  await page.getByLabel('Legal business name').fill('Coral Coast Tours');
  const search = page.getByRole('combobox', { name: 'Find your business' });
  await search.pressSequentially('29 311 990 404');
  const message = 'The business with that ABN is not active on the Australian Business Register. Search for an active one, or enter the details yourself.';
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('register-not-active-360.png'), fullPage: true });
  // Enter with the message open does not submit the step.
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your business');
  await expect(page.getByLabel('Legal business name')).toHaveValue('Coral Coast Tours');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the register search refuses a caller without a session', async ({ request }) => {
  const answer = await request.get('/api/business-register/search?q=harbour');
  expect(answer.status()).toBe(401);
});
