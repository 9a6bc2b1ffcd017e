/**
 * Address autocomplete in Chromium against the real server and the built-in gazetteer: the
 * business address and the applicant's address filled by picking a suggestion (keyboard and
 * pointer), at 1280 and 360 pixels, with axe's WCAG A and AA rules on the filled steps and the
 * open list; a street the gazetteer does not know offered only as typed, and said so when picked;
 * the applicant's location; and a postcode that is not in its state refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { auditPage as audit } from './support/axe-audit';
import {
  choose,
  fillBasicInfo,
  fillBusinessInfo,
  fillFundingNeeds,
  fillMoreBusinessInfo,
  fillPersonalInfoAndConnectBank,
  saveAndContinue,
  uniqueEmail,
} from './support/tl-applicant';

async function reachMoreBusinessInfo(page: Page) {
  await page.goto('/tl');
  await fillBasicInfo(page, { firstName: 'Jane', lastName: 'Citizen', email: uniqueEmail('address'), phone: '0412345678' });
  await saveAndContinue(page, 'Your funding needs');
  await fillFundingNeeds(page);
  await saveAndContinue(page, 'Your business');
  await fillBusinessInfo(page);
  await saveAndContinue(page, 'More about your business');
}

async function expectAddress(
  page: Page,
  address: { unit?: string; number: string; name: string; type: string; suburb: string; state: string; postcode: string },
) {
  await expect(page.getByLabel('Unit (optional)')).toHaveValue(address.unit ?? '');
  await expect(page.getByLabel('Street number')).toHaveValue(address.number);
  await expect(page.getByLabel('Street name')).toHaveValue(address.name);
  await expect(page.getByLabel('Street type')).toHaveValue(address.type);
  await expect(page.getByLabel('Suburb')).toHaveValue(address.suburb);
  await expect(page.getByLabel('State').locator('option:checked')).toHaveText(address.state);
  await expect(page.getByLabel('Postcode')).toHaveValue(address.postcode);
}

for (const width of [1280, 360]) {
  test(`picks the business address and the applicant's address from suggestions at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await reachMoreBusinessInfo(page);

    // The business address, picked with the keyboard.
    const business = page.getByRole('combobox', { name: 'Find your address' });
    // The single-line address takes at most the specification's 100 characters (spec 01 section 9).
    await expect(business).toHaveAttribute('maxlength', '100');
    await business.pressSequentially('12 pitt st syd');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toHaveText('12 Pitt StreetSydney NSW 2000');
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await audit(page, testInfo, 'business-address-suggestions');
    await business.press('ArrowDown');
    await expect(business).toHaveAttribute('aria-activedescendant', /option_0$/);
    await business.press('Enter');
    await expectAddress(page, { number: '12', name: 'Pitt', type: 'Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' });
    await expect(page.getByRole('paragraph').filter({ hasText: /^Filled in: 12 Pitt Street, Sydney NSW 2000\./ })).toBeVisible();
    await page.getByLabel('Business phone').pressSequentially('0298765432');
    await page.getByLabel('Year the business was established').pressSequentially('2015');
    await page.getByLabel('Average monthly revenue').pressSequentially('60000');
    await page.getByLabel('Your ownership of the business (%)').pressSequentially('100');
    await audit(page, testInfo, 'business-address-filled');
    await saveAndContinue(page, 'About you');

    // The applicant's address, with a unit, picked with the pointer.
    await page.getByLabel('Date of birth').pressSequentially('17051980');
    const home = page.getByRole('combobox', { name: 'Find your address' });
    await home.pressSequentially('3/12 crown st surry hills');
    const pick = page.getByRole('option', { name: /3\/12 Crown Street/ });
    await expect(pick).toHaveText('3/12 Crown StreetSurry Hills NSW 2010');
    await pick.click();
    await expectAddress(page, { unit: '3', number: '12', name: 'Crown', type: 'Street', suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
    await page.getByLabel('Residency status').selectOption({ label: 'Australian citizen' });
    await page.getByLabel('How did you hear about us?').selectOption({ label: 'Internet search' });
    await audit(page, testInfo, 'applicant-address-filled');
    await saveAndContinue(page, 'Your business bank statements');

    // Both saved as picked.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
    await expectAddress(page, { unit: '3', number: '12', name: 'Crown', type: 'Street', suburb: 'Surry Hills', state: 'NSW', postcode: '2010' });
  });
}

test('shares the location to fill the suburb, says when it cannot, and refuses a postcode outside its state', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await reachMoreBusinessInfo(page);
  const locate = page.getByRole('button', { name: 'Use my location' });

  // Not allowed: 'cannot get coordinates'.
  await context.clearPermissions();
  await locate.click();
  await expect(page.getByRole('paragraph').filter({ hasText: /^We couldn't get your location\./ })).toBeVisible();

  // Allowed, in Surry Hills.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -33.8847, longitude: 151.2111 });
  await locate.click();
  await expect(page.getByLabel('Suburb')).toHaveValue('Surry Hills');
  await expect(page.getByLabel('Postcode')).toHaveValue('2010');
  await expect(page.getByRole('paragraph').filter({ hasText: /^Filled in from your location: Surry Hills NSW 2010\./ })).toBeVisible();

  // At sea: 'no result for provided coordinates'.
  await context.setGeolocation({ latitude: -38.5, longitude: 160 });
  await locate.click();
  await expect(page.getByRole('paragraph').filter({ hasText: /^We couldn't find an address at your location\./ })).toBeVisible();
  await audit(page, testInfo, 'location-messages');

  // Typed by hand: a postcode of another state is refused on the page, as the server would.
  await page.getByLabel('Street number').fill('1');
  await page.getByLabel('Street name').fill('Collins');
  await page.getByLabel('Street type').fill('Street');
  await page.getByLabel('Suburb').fill('Melbourne');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('');
  await page.getByLabel('Postcode').pressSequentially('3000');
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('This postcode is not in NSW. Please check the postcode and the state.').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('More about your business');
  await audit(page, testInfo, 'postcode-not-in-state');
});

test("a co-owner's address is picked into their own item of the list", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await reachMoreBusinessInfo(page);
  await fillMoreBusinessInfo(page);
  await page.getByLabel('Your ownership of the business (%)').fill('60');
  await saveAndContinue(page, 'About you');
  await fillPersonalInfoAndConnectBank(page);
  await saveAndContinue(page, 'Other owners');
  await choose(page, 'radio', 'Yes');
  await page.getByRole('button', { name: 'Add an owner' }).click();
  const item = page.locator('[id="root_coOwners_0__title"]').locator('xpath=..');
  const search = item.getByRole('combobox', { name: 'Find your address' });
  // Level 2, 9 Harbour Rd: a street the gazetteer does not know, in a suburb it knows.
  await search.pressSequentially('level 2, 9 harbour rd manly');
  const typed = item.getByRole('option', { name: /Level 2, 9 Harbour Road.*Manly NSW 2095/ });
  await expect(typed).toHaveText('Use as typedLevel 2, 9 Harbour RoadManly NSW 2095 · street not checked');
  await expect(item.getByLabel('Street name')).toHaveValue('');
  await audit(page, testInfo, 'co-owner-typed-suggestion');
  await typed.click();
  await expect(item.getByLabel('Unit (optional)')).toHaveValue('Level 2');
  await expect(item.getByLabel('Street number')).toHaveValue('9');
  await expect(item.getByLabel('Street name')).toHaveValue('Harbour');
  await expect(item.getByLabel('Street type')).toHaveValue('Road');
  await expect(item.getByLabel('Suburb')).toHaveValue('Manly');
  await expect(item.getByLabel('State').locator('option:checked')).toHaveText('NSW');
  await expect(item.getByLabel('Postcode')).toHaveValue('2095');
  await expect(
    item.getByRole('paragraph').filter({ hasText: /^Filled in as you typed it: Level 2, 9 Harbour Road, Manly NSW 2095\. We couldn't check the street/ }),
  ).toBeVisible();
  await audit(page, testInfo, 'co-owner-address-filled');
});

test('the address lookups refuse a caller without a session', async ({ request }) => {
  expect((await request.get('/api/address/suggest?q=12+pitt+st&ownerId=business')).status()).toBe(401);
  expect((await request.post('/api/address/session/reset', { data: { ownerId: 'business' } })).status()).toBe(401);
});
