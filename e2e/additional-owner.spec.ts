/**
 * An additional owner's own part (spec 01 section 6), walked in Chromium: the invitation mailed
 * when the application is submitted leads the owner, in a browser of their own, to their page,
 * where they correct and confirm their details and consents and upload their identification;
 * once the applicant has signed they read and sign the agreement on the signing page every signer
 * uses, come back and download the signed agreement. The applicant's waiting page shows where
 * each owner has got to. An owner who comes only with the signing mail follows its link to their
 * page (never straight to the signing page) and does their part there before signing.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { connectStatements, createApplication, decide, moveStage, newAccount, signInPage, type Account } from './support/api-applicant';
import { e2eFundingAccount } from './support/api-checkout';
import { answersWithCoOwner } from './support/co-owner-answers';
import { mailsTo } from './support/outbox';
import { signInAsAdmin } from './support/staff-admin';

const SHOTS = process.env.OWNER_SHOTS_DIR;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function invitationPath(address: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).some((m) => m.text.includes('#link=')), { timeout: 10_000 }).toBe(true);
  const mail = (await mailsTo(address)).find((m) => m.text.includes('#link='))!;
  expect(mail.subject).toMatch(/^You are invited to take part/);
  const url = new URL(/https?:\/\/\S+#link=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  return url.pathname + url.hash;
}

/** The link of the mail sent once the applicant has signed: to the owner's own page, never to the signing page. */
async function signingMailPath(address: string): Promise<string> {
  const signingMail = async () => (await mailsTo(address)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1);
  await expect.poll(async () => Boolean(await signingMail()), { timeout: 10_000 }).toBe(true);
  const mail = (await signingMail())!;
  expect(mail.text).not.toContain('/sign/');
  const url = new URL(/https?:\/\/\S+#link=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  expect(url.pathname).toBe('/tl/additional_owner');
  return url.pathname + url.hash;
}

/** Submitted through the applicant's own submit, with one co-owner of 50%. */
async function submittedWithCoOwner(request: APIRequestContext) {
  const account = await newAccount(request, { prefix: 'owner-walk' });
  const { data, partner } = answersWithCoOwner(account);
  const application = await createApplication(request, account, { data, stage: 'StatementCollect' });
  await moveStage(request, account, application.id, 'ReviewAndSubmit', await connectStatements(request, account, application));
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const submitted = await request.post(`/api/apps/${application.id}/workflow/submit`, { headers, data: {} });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return { account, partner, id: application.id, headers };
}

async function applicantAccepts(request: APIRequestContext, id: string, headers: Record<string, string>) {
  await decide(request, id, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' });
  const offers = await (await request.get(`/api/apps/${id}/offers`, { headers })).json();
  expect(
    (
      await request.post(`/api/apps/${id}/workflow/accept-offer`, { headers, data: { offerId: offers.offers[0].offerId, ...offers.offers[0].suggested } })
    ).status(),
  ).toBe(200);
}

async function applicantSigns(request: APIRequestContext, account: Account, id: string, headers: Record<string, string>, accepted = false) {
  if (!accepted) await applicantAccepts(request, id, headers);
  expect((await request.put(`/api/apps/${id}/funding-account`, { headers, data: e2eFundingAccount })).status()).toBe(200);
  const token = ((await (await request.post(`/api/apps/${id}/workflow/agreementAccepted`, { headers, data: {} })).json()).embeddedUrl as string).split(
    '/sign/',
  )[1];
  expect((await request.get(`/api/signing/${token}`)).status()).toBe(200);
  const { firstName, lastName } = account.grant.user;
  expect((await request.post(`/api/signing/${token}/sign`, { data: { typedName: `${firstName} ${lastName}`, consent: true } })).status()).toBe(200);
  expect((await request.post(`/api/apps/${id}/workflow/complete`, { headers, data: {} })).status()).toBe(200);
}

test('an additional owner goes from the invitation mail to their signature and the signed agreement', async ({ browser, page, request }) => {
  const { account, partner, id, headers } = await submittedWithCoOwner(request);
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const ownerPage = await owner.newPage();
  const invitation = await invitationPath(partner._extension.email);
  await ownerPage.goto(invitation);

  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(/^Your part of the loan application for /);
  // The link's token leaves the address bar at once: a reload or Back does not reuse it.
  await expect(ownerPage).toHaveURL(/\/tl\/additional_owner$/);
  await expect(ownerPage.getByLabel('First name')).toHaveValue(partner.firstName);
  await expect(ownerPage.getByLabel('Street number')).toHaveValue(partner.streetNumber);
  await ownerPage.getByLabel('Street number').fill('14');
  // A wrong answer is refused by the server at its field, in the journey's words.
  await ownerPage.getByLabel('Postcode').fill('3000');
  await ownerPage.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(ownerPage.getByText('Please tick', { exact: false }).or(ownerPage.getByText('Please accept to continue.')).first()).toBeVisible();
  await ownerPage.getByLabel('Postcode').fill('2000');
  await ownerPage.getByText('I have read the Privacy Statement', { exact: false }).click();
  await ownerPage.getByText('I agree to a credit check', { exact: false }).click();
  await ownerPage.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(ownerPage.getByRole('button', { name: 'Confirm my details again' })).toBeVisible();
  await expect(ownerPage.getByRole('list', { name: 'Your progress' })).toContainText('Details confirmed: done');

  await ownerPage.getByLabel('Choose your identification').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await ownerPage.getByRole('button', { name: 'Upload' }).click();
  await expect(ownerPage.getByRole('list', { name: 'Your uploaded documents' })).toContainText('licence.png');
  await expect(ownerPage.getByRole('list', { name: 'Your progress' })).toContainText('Identification uploaded: done');
  if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/owner-page-1280.png`, fullPage: true });
  await ownerPage.setViewportSize({ width: 360, height: 780 });
  if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/owner-page-360.png`, fullPage: true });
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The applicant signs; the owner's page now offers the agreement.
  await applicantSigns(request, account, id, headers);
  const application = await (await request.get(`/api/apps/${id}`, { headers })).json();
  expect(application.data.coOwners[0].streetNumber).toBe('14');
  await ownerPage.reload();
  await ownerPage.getByRole('button', { name: 'Read and sign the agreement' }).click();
  await expect(ownerPage).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await ownerPage.getByLabel(/Type your full name to sign/).fill(`${partner.firstName} ${partner.lastName}`);
  await ownerPage.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await ownerPage.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Thank you, you have signed the agreement');

  // Back on their page, the signed agreement is theirs to download.
  await ownerPage.goto('/tl/additional_owner');
  await expect(ownerPage.getByRole('list', { name: 'Your progress' })).toContainText('Signed: done');
  const download = ownerPage.waitForEvent('download');
  await ownerPage.getByRole('button', { name: 'Download the signed agreement' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Signed loan agreement - .*\.pdf$/);
  if (SHOTS) await ownerPage.screenshot({ path: `${SHOTS}/owner-signed-360.png`, fullPage: true });
  await owner.close();

  // The invitation works once: in another browser it offers a new link, and says nothing of who is an owner.
  const later = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await later.goto(invitation);
  await expect(later.getByRole('heading', { level: 1 })).toHaveText('This sign-in link has expired or has already been used');
  await later.getByLabel('Your e-mail').fill(partner._extension.email);
  await later.getByRole('button', { name: 'Send me a link' }).click();
  await expect(later.getByText('If that address belongs to an owner of an application with us, a link is on its way.', { exact: false })).toBeVisible();
  if (SHOTS) await later.screenshot({ path: `${SHOTS}/owner-new-link-360.png`, fullPage: true });
  await expect
    .poll(async () => (await mailsTo(partner._extension.email)).filter((m) => /^Your link to the /.test(m.subject)).length, { timeout: 10_000 })
    .toBe(1);
  await later.close();

  // The applicant's pages follow the owner: every part done.
  await signInPage(page, account.grant);
  const progress = await (await request.get(`/api/apps/${id}/owners`, { headers })).json();
  expect(progress.owners[0].progress).toMatchObject({ documentsUploaded: true });
  expect(progress.owners[0].progress.signedAt).not.toBeNull();
});

test('the applicant and staff see each owner’s progress while the agreement waits for their signature', async ({ browser, page, request }) => {
  const { account, partner, id, headers } = await submittedWithCoOwner(request);
  // Before signing, funding details already shows where the co-owner has got to.
  await applicantAccepts(request, id, headers);
  await signInPage(page, account.grant);
  await page.goto('/tl');
  await expect(page.getByRole('button', { name: 'Sign agreement' })).toBeVisible();
  await expect(page.getByRole('list', { name: `${partner.firstName} ${partner.lastName}: progress` })).toContainText('Details confirmed: not yet');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/funding-owners-1280.png`, fullPage: true });

  await applicantSigns(request, account, id, headers, true);
  await page.goto('/tl');
  await expect(page).toHaveURL(/\/tl\/checkout\/waiting_for_additional_owners$/);
  const progress = page.getByRole('list', { name: `${partner.firstName} ${partner.lastName}: progress` });
  await expect(progress).toContainText('Invited: done');
  await expect(progress).toContainText('Details confirmed: not yet');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiting-owners-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiting-owners-360.png`, fullPage: true });

  // Staff see the same in the console's application view.
  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await staff.goto('/ops');
  await signInAsAdmin(async (admin) => {
    await staff.getByLabel('E-mail').fill(admin.email);
    await staff.getByLabel('Password').fill(admin.password);
    await staff.getByLabel('Code from your authenticator app').fill(admin.code);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff).not.toHaveURL(/\/ops\/login$/);
  });
  await staff.goto(`/ops/applications/${id}`);
  const owners = staff.getByRole('list', { name: 'Additional owners and their progress' });
  await expect(owners).toContainText(`${partner.firstName} ${partner.lastName}`);
  await expect(owners).toContainText('details not confirmed yet · no identification yet · not signed yet');
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/console-owners-1280.png`, fullPage: true });
  await staff.close();

  // The owner comes only now, from the signing mail, with the agreement already drawn up: its link
  // leads to their own page, where the details stand as they are, and the owner confirms them with
  // the consents, gives their identification and only then signs.
  const owner = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await owner.goto(await signingMailPath(partner._extension.email));
  await expect(owner).toHaveURL(/\/tl\/additional_owner$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(/^Your part of the loan application for /);
  await expect(owner.getByText('Please confirm them as they are', { exact: false })).toBeVisible();
  await expect(owner.getByLabel('Street number')).toBeDisabled();
  await owner.getByText('I have read the Privacy Statement', { exact: false }).click();
  await owner.getByText('I agree to a credit check', { exact: false }).click();
  await owner.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(owner.getByRole('list', { name: 'Your progress' })).toContainText('Details confirmed: done');
  await owner.getByLabel('Choose your identification').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await owner.getByRole('button', { name: 'Upload' }).click();
  await expect(owner.getByRole('list', { name: 'Your progress' })).toContainText('Identification uploaded: done');
  if (SHOTS) await owner.screenshot({ path: `${SHOTS}/owner-late-360.png`, fullPage: true });
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await owner.getByRole('button', { name: 'Read and sign the agreement' }).click();
  await expect(owner).toHaveURL(/\/sign\/[A-Za-z0-9_-]+$/);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Sign your loan agreement');
  await owner.getByLabel(/Type your full name to sign/).fill(`${partner.firstName} ${partner.lastName}`);
  await owner.getByText('I have read the agreement and agree to sign it electronically', { exact: false }).click();
  await owner.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Thank you, you have signed the agreement');
  await owner.close();
});
