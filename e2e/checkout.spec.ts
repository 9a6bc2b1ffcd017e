import { expect, test, type Page } from '@playwright/test';
import { createApplication, decide, newAccount, setStatus, signInPage } from './support/api-applicant';
import { answersWithCoOwner } from './support/co-owner-answers';
import { mailsTo } from './support/outbox';

async function approvedWithCoOwner(page: Page, request: Parameters<typeof newAccount>[0]) {
  const account = await newAccount(request, { prefix: 'checkout' });
  const { data, partner } = answersWithCoOwner(account);
  const application = await createApplication(request, account, { data, stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  await decide(request, application.id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  await signInPage(page, account.grant);
  return { account, partner, application };
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The link of the co-owner's signing mail: to their own page (the tl journey has the additional owner role). */
async function latestSigningLink(address: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(address)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1);
    const link = /https?:\/\/[^\s]+(\/tl\/additional_owner#link=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No signing link was mailed to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('accepted offer to funded: funding details, the applicant signs, a co-owner signs through their page from the e-mailed link, congratulations', async ({
  page,
  request,
  browser,
}) => {
  const { account, partner } = await approvedWithCoOwner(page, request);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/approved\/offer$/);
  await page.getByText('12 months').click();
  await page.getByRole('button', { name: 'Accept this offer' }).click();

  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finalise your funding');
  await expect(page.getByText(/You're borrowing \$[\d,]+ over 12 months/)).toBeVisible();

  // Wrong input is explained field by field and nothing is sent.
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('Please confirm the account number.')).toBeVisible();
  await page.getByLabel('Bank name').fill('Westpac');
  await page.getByLabel('BSB').pressSequentially('031000');
  await expect(page.getByLabel('BSB')).toHaveValue('031-000');
  await page.getByLabel(/^Account number/).fill('12345678');
  await page.getByLabel('Confirm account number').fill('12345679');
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('Please enter a valid 6 digit BSB.')).toBeVisible();
  await expect(page.getByText('The account numbers do not match.')).toBeVisible();
  // The account number shows only its last digits once left.
  await expect(page.getByLabel(/^Account number/)).toHaveValue('*****678');
  await page.getByLabel('BSB').fill('');
  await page.getByLabel('BSB').pressSequentially('032000');
  await page.getByLabel('Confirm account number').fill('12345678');
  await expect(page.getByLabel('Confirm account number')).toHaveValue('12345678');
  await page.screenshot({ path: test.info().outputPath('funding-details-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign agreement' }).click();

  // The built-in signing page.
  await expect(page).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await expect(page.getByText('Schedule of terms')).toBeVisible();
  await expect(page.getByText('Westpac, BSB 032-000, •••••678')).toBeVisible();
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Read the full agreement (PDF)' }).getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Please type your full name as it appears on the agreement.')).toBeVisible();
  await page.getByLabel(/Type your full name to sign/).fill(`${account.grant.user.firstName} ${account.grant.user.lastName}`);
  await page.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await page.screenshot({ path: test.info().outputPath('signing-page-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  // Back through the callback to the waiting page.
  await expect(page).toHaveURL(/\/tl\/checkout\/waiting_for_additional_owners$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for signing');
  await expect(page.getByText(`${partner.firstName} ${partner.lastName}: waiting for their signature`)).toBeVisible();
  await expect(page.getByText('All parties must sign on the same date.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The co-owner, in a browser of their own with no session, at phone width.
  const coOwnerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const coOwnerPage = await coOwnerContext.newPage();
  // Their mail leads to their own page: the details as they stand, the consents and identification, then the agreement.
  await coOwnerPage.goto(await latestSigningLink(partner._extension.email));
  await expect(coOwnerPage.getByRole('heading', { level: 1 })).toHaveText(/^Your part of the loan application for /);
  await coOwnerPage.getByText('I have read the Privacy Statement', { exact: false }).click();
  await coOwnerPage.getByText('I agree to a credit check', { exact: false }).click();
  await coOwnerPage.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(coOwnerPage.getByRole('list', { name: 'Your progress' })).toContainText('Details confirmed: done');
  await coOwnerPage.getByLabel('Choose your identification').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await coOwnerPage.getByRole('button', { name: 'Upload' }).click();
  await expect(coOwnerPage.getByRole('list', { name: 'Your progress' })).toContainText('Identification uploaded: done');
  await coOwnerPage.getByRole('button', { name: 'Read and sign the agreement' }).click();
  await expect(coOwnerPage.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await coOwnerPage.getByLabel(/Type your full name to sign/).fill(`${partner.firstName} ${partner.lastName}`);
  await coOwnerPage.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await coOwnerPage.screenshot({ path: test.info().outputPath('signing-page-360.png'), fullPage: true });
  await coOwnerPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(coOwnerPage.getByRole('heading', { level: 1 })).toHaveText('Thank you, you have signed the agreement');
  // The last owner to sign is told everyone has signed, not that the agreement waits for them all.
  await expect(coOwnerPage.getByText('Every owner has now signed. ', { exact: false })).toBeVisible();
  await expect(coOwnerPage.getByText('once every owner has signed', { exact: false })).toHaveCount(0);
  // The link works once.
  await coOwnerPage.reload();
  await expect(coOwnerPage.getByRole('heading', { level: 1 })).toHaveText('This signing link has expired or has already been used');
  await coOwnerContext.close();

  // The applicant's waiting page moves on by itself.
  await expect(page).toHaveURL(/\/tl\/checkout\/congratulations$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, your loan is on its way');
  await expect(page.getByText('Your funds will arrive within one business day.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account Home' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('congratulations-1280.png'), fullPage: true });
  // Mail leaves through the job queue: every signer gets the signed agreement attached, the co-owner included.
  for (const address of [account.email, partner._extension.email]) {
    await expect
      .poll(async () => (await mailsTo(address)).find((mail) => mail.subject.includes('loan documents'))?.attachments?.map((a) => a.contentType), {
        timeout: 10_000,
      })
      .toEqual(['application/pdf']);
  }
});

test('a forged signing_complete on the callback changes nothing', async ({ page, request }) => {
  await approvedWithCoOwner(page, request);
  await page.goto('/tl');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
  await page.goto('/tl/dsCallback?event=signing_complete');
  await expect(page).toHaveURL(/\/tl\/checkout\/funding_details$/);
});
