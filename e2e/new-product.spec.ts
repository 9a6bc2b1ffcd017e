/**
 * A product the code has never seen, in Chromium: tests/support/new-product.ts's `equipment`
 * journey built and served by a portal of its own (e2e/support/new-product-portal.ts), applied
 * for from basic info to a signed agreement. Its limits, its own step, its rule comparing two
 * answers, its review card, its policy and its pricing all come from its files.
 */
import { expect, test, type Page } from '@playwright/test';
import { COST_BELOW_AMOUNT, NEW_PRODUCT } from '../tests/support/new-product';
import { NEW_PRODUCT_BLANK_TEXT, startNewProductPortal, type NewProductPortal } from './support/new-product-portal';
import {
  choose,
  fillBasicInfo,
  fillBusinessInfo,
  fillFundingAccountAndSign,
  fillFundingNeeds,
  fillMoreBusinessInfo,
  fillPersonalInfoAndConnectBank,
  saveAndContinue,
  uniqueEmail,
} from './support/tl-applicant';

let portal: NewProductPortal | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  portal = await startNewProductPortal(Number(process.env.E2E_PORT ?? 3100) + 7);
});

test.afterAll(async () => {
  await portal?.stop();
});

async function fillEquipment(page: Page, cost: string) {
  await choose(page, 'radio', 'Machinery');
  const field = page.getByLabel('What does it cost?');
  await field.fill('');
  await field.pressSequentially(cost);
  await choose(page, 'radio', 'Yes, outright');
}

test('an applicant applies for the new product, from basic info to a signed agreement', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: portal!.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Its first step is drawn in its page by its own build (design decision 101).
  const firstStep = await context.request.get(`/${NEW_PRODUCT}/application/basic_info`);
  expect(await firstStep.text()).toContain(`data-early-step="${NEW_PRODUCT}/BasicInfo"`);
  await page.goto(`/${NEW_PRODUCT}`);
  await expect(page).toHaveURL(new RegExp(`/${NEW_PRODUCT}/application/basic_info$`));
  await fillBasicInfo(page, { firstName: 'Noah', lastName: 'Tran', email: uniqueEmail('equipment'), phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');

  // This product's limits, in its own help text and messages.
  await expect(page.getByText('$5,000-$150,000, in steps of $500.')).toBeVisible();
  await fillFundingNeeds(page);
  const amount = page.getByLabel('How much would you like to borrow?');
  await amount.fill('');
  await amount.pressSequentially('200000');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Please enter a value less than $150,000.').first()).toBeVisible();
  await amount.fill('');
  await amount.pressSequentially('60000');
  await saveAndContinue(page, 'The equipment');

  // Its own step, left empty: a required answer is asked for in the product's own words, which
  // replace the shared catalogue's for this product only.
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText(NEW_PRODUCT_BLANK_TEXT).first()).toBeVisible();
  await expect(page.getByText('This information is required, please provide.')).toHaveCount(0);

  // A cost under the amount asked for is refused by its own rule, in its own words.
  await fillEquipment(page, '50000');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  const costMessage = COST_BELOW_AMOUNT.replace('{0:money}', '$60,000');
  await expect(page.getByText(costMessage).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('equipment-step-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath('equipment-step-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await fillEquipment(page, '75000');
  await saveAndContinue(page, 'Your business');

  await fillBusinessInfo(page);
  await saveAndContinue(page, 'More about your business');
  await fillMoreBusinessInfo(page);
  await saveAndContinue(page, 'About you');
  await fillPersonalInfoAndConnectBank(page);
  // No other-owners step in this product: straight to review.
  await saveAndContinue(page, 'Review and submit');

  const card = (title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Equipment')).toContainText('Machinery');
  await expect(card('Equipment')).toContainText('$75,000');
  await expect(card('Equipment')).toContainText('Yes, outright');
  await expect(card('Funding Needs')).toContainText('$60,000');
  await expect(page.getByRole('heading', { name: 'Additional Owner Details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(new RegExp(`/${NEW_PRODUCT}/application/in_review$`));

  // Its policy approves tier A up to $150,000; the in-review page moves on by itself.
  await expect(page).toHaveURL(new RegExp(`/${NEW_PRODUCT}/approved/offer$`), { timeout: 30_000 });
  await expect(page.getByText('$150,000').first()).toBeVisible();
  await expect(page.getByText('9.95%').first()).toBeVisible();
  await page.getByText('36 months').click();
  await page.screenshot({ path: test.info().outputPath('equipment-offer-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Accept this offer' }).click();

  await expect(page).toHaveURL(new RegExp(`/${NEW_PRODUCT}/checkout/funding_details$`));
  await expect(page.getByText(/You're borrowing \$[\d,]+ over 36 months/)).toBeVisible();
  await fillFundingAccountAndSign(page, 'Noah Tran');
  // The applicant is the only owner: signed, the loan is on its way.
  await expect(page).toHaveURL(new RegExp(`/${NEW_PRODUCT}/checkout/congratulations$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, your loan is on its way');
  await context.close();
});
