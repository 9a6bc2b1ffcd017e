/**
 * The operations console: a staff member signs in with password and authenticator code, finds an
 * applicant's application, reads it (personal answers shown only for a reason), moves it with a
 * reason, re-opens it, and sees all of it in its history.
 * Wrong codes are told plainly; the console passes the same accessibility checks as applicants' pages.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { auditPage, WIDTHS } from './support/axe-audit';
import { createApplication, newAccount, opsToken, setStatus, signInPage } from './support/api-applicant';
import { adminToken } from './support/staff-admin';
import { enrolledStaffMember, type EnrolledStaff } from './support/staff-enrolment';

type Credentials = EnrolledStaff;

async function newStaffMember(request: APIRequestContext, role: 'ops' | 'admin' = 'ops'): Promise<Credentials> {
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lender.test`;
  // An administrator is added by an administrator; other staff by the lender's systems too.
  const token = role === 'admin' ? await adminToken(request) : await opsToken();
  return enrolledStaffMember(request, token, { email, fullName: 'Olive Operator', role });
}

const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

async function signIn(page: Page, staff: Credentials, code = codeOf(staff.totpSecret)) {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.getByLabel('E-mail').fill(staff.member.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('Code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('staff sign in with a code, find an application, read it and move it with a reason kept in its history', async ({ page, request }) => {
  const applicant = await newAccount(request, { firstName: 'Harriet', lastName: 'Quill', prefix: 'console' });
  const application = await createApplication(request, applicant);
  const uploaded = await request.post(`/api/apps/${application.id}/docs`, {
    headers: { authorization: `Bearer ${applicant.grant.accessToken}` },
    multipart: { documentType: 'SUPPORTING_DOCUMENT', file: { name: 'lease.txt', mimeType: 'text/plain', buffer: Buffer.from('Lease of the shop, 5 years.') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const staff = await newStaffMember(request);

  // A wrong code first: told plainly, nothing else lost.
  await signIn(page, staff, codeOf(staff.totpSecret, 5));
  await expect(page.getByRole('alert')).toContainText('The e-mail, password or code is not right');
  await expect(page.getByLabel('E-mail')).toHaveValue(staff.member.email);

  await page.getByLabel('Code from your authenticator app').fill(codeOf(staff.totpSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(page.getByText('Olive Operator (ops)')).toBeVisible();

  await page.getByLabel('E-mail, application id, business name or ABN').fill(applicant.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(applicant.email).replace(/\./g, '\\.')}`));
  const found = page.getByRole('table', { name: 'Applications found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await found.getByRole('link', { name: 'Harriet Quill' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Harriet Quill' })).toBeVisible();
  await expect(page.getByText(`Application ${application.id}`)).toBeVisible();
  // The answers as the journey summarises them.
  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers).toContainText(applicant.email);
  // A date of birth is masked until a staff member says why they need it; the history keeps why.
  await expect(answers).toContainText('••••••');
  await expect(answers).not.toContainText('17/05/1980');
  await answers.getByRole('button', { name: 'Show personal data' }).click();
  await answers.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(answers.getByRole('alert')).toContainText('Please say why you need them');
  await answers.getByLabel('Why do you need them?').fill('Identity check with the applicant on the phone');
  await answers.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(answers).toContainText('17/05/1980');
  await expect(answers).not.toContainText('••••••');

  // The applicant's document, downloaded with the staff session; the read is in the history.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download lease.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lease.txt');
  const saved = await download.path();
  expect(saved && (await import('node:fs')).readFileSync(saved, 'utf8')).toBe('Lease of the shop, 5 years.');

  // A move needs a reason.
  await page.getByLabel('Move to').selectOption('OPS_WITHDRAWN');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alert')).toContainText('Please say why');
  await page.getByLabel('Reason').fill('The applicant asked us by phone to withdraw it.');
  await page.getByRole('button', { name: 'Change status' }).click();
  const history = page.getByRole('list', { name: 'History, oldest first' });
  await expect(history).toContainText('Staff: POST /api/ops/applications/:id/status');
  await expect(history).toContainText('Reason: The applicant asked us by phone to withdraw it.');
  await expect(history).toContainText('Reason: Identity check with the applicant on the phone');
  await expect(history).toContainText('Staff: GET /api/ops/applications/:id/documents/:docId/content');
  await expect(history).toContainText(staff.member.email);
  await expect(page.getByText('OPS_WITHDRAWN · stage')).toBeVisible();

  // Withdrawn by mistake: re-opened for the applicant to carry on, with its own reason.
  await page.getByLabel('Move to').selectOption('IN_PROGRESS');
  await page.getByLabel('Reason').fill('Withdrawn by mistake: the applicant wants to carry on.');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('IN_PROGRESS · stage')).toBeVisible();
  await expect(history).toContainText('reopened');
  await expect(history).toContainText('Reason: Withdrawn by mistake: the applicant wants to carry on.');

  // The applicant's own token never opens the console's data.
  const refused = await request.get(`/api/ops/applications/${application.id}`, { headers: { authorization: `Bearer ${applicant.grant.accessToken}` } });
  expect(refused.status()).toBe(401);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.goto(`/ops/applications/${application.id}`);
  await expect(page).toHaveURL(/\/ops\/login$/);
});

test('the console passes the accessibility checks at phone and desktop widths', async ({ page, request }, testInfo) => {
  const applicant = await newAccount(request, { prefix: 'console-a11y' });
  const application = await createApplication(request, applicant);
  const staff = await newStaffMember(request, 'admin');
  await signIn(page, staff);
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/ops?q=${encodeURIComponent(applicant.email)}`);
    await expect(page.getByRole('table', { name: 'Applications found' })).toBeVisible();
    await auditPage(page, testInfo, 'ops search');
    await page.goto(`/ops/applications/${application.id}`);
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await auditPage(page, testInfo, 'ops application');
    await page.goto('/ops/password');
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await auditPage(page, testInfo, 'ops password');
    await page.goto('/ops/rules?product=tl');
    await expect(page.getByLabel('Rule records (JSON)')).toBeVisible();
    await auditPage(page, testInfo, 'ops rules');
  }
  await page.goto('/ops/login');
  await expect(page).toHaveURL(/\/ops$/);
});

test('a staff member changes their own password: told what is wrong, then signs in with the new one', async ({ page, request }) => {
  const staff = await newStaffMember(request);
  // This window's code now and the next window's later: each stays within the server's one-step
  // drift even if a window ends between reading the clock and the server checking it.
  await signIn(page, staff, codeOf(staff.totpSecret, 0));
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/ops\/password$/);
  const form = page.getByRole('form', { name: 'Change your password' });
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password', { exact: true }).fill('Harbour-Lights-2031');
  await form.getByLabel('New password again').fill('Harbour-Lights-2013');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('The new password and its confirmation differ');
  await form.getByLabel('New password again').fill('Harbour-Lights-2031');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Your current password is not right.');
  // Nothing typed is lost on a refusal.
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('Harbour-Lights-2031');
  await form.getByLabel('Current password').fill(staff.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your password is changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, { ...staff, password: 'Harbour-Lights-2031' }, codeOf(staff.totpSecret, 1));
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
});

/** A 1x1 PNG: an identity document as a photo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('staff ask for one more document, the applicant uploads it, staff read it and approve, and the applicant sees the offer', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const applicant = await newAccount(request, { firstName: 'Mina', lastName: 'Lowe', prefix: 'console-flow' });
  const application = await createApplication(request, applicant, { stage: 'FundingNeeds' });
  await setStatus(request, application.id, 'SUBMITTED');
  const staff = await newStaffMember(request);
  await signIn(page, staff);
  await page.getByLabel('E-mail, application id, business name or ABN').fill(applicant.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Mina Lowe' }).click();

  // Ask for a document: a conditional approval.
  const decision = page.getByRole('form', { name: 'Decide' });
  await decision.getByLabel('Decision').selectOption('CONDITIONAL');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByRole('alert')).toContainText('Please enter the most the applicant may borrow');
  await decision.getByLabel('Most they may borrow ($)').fill('50000');
  await decision.getByLabel('Pricing tier').selectOption('C');
  await decision.getByLabel('Documents to ask for, one per line').fill("Driver's licence");
  // A form goes with the request: the applicant downloads it, fills it in and uploads it back.
  await decision.getByLabel(/^Template for “Driver's licence”/).setInputFiles({ name: 'licence-form.png', mimeType: 'image/png', buffer: PNG });
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('CONDITIONAL · stage')).toBeVisible();
  // After the decision, one more document with its form, asked for from the application's view.
  const requested = page.getByRole('region', { name: 'Requested documents' });
  const ask = requested.getByRole('form', { name: 'Ask for another document' });
  await ask.getByLabel('Another document to ask for').fill('Signed director guarantee');
  await ask.getByLabel(/^Its template/).setInputFiles({ name: 'guarantee-form.png', mimeType: 'image/png', buffer: PNG });
  await ask.getByRole('button', { name: 'Ask for document' }).click();
  await expect(requested.getByText('Template: guarantee-form.png')).toBeVisible();
  // The forms that change the requests pass the same checks as the rest of the console.
  await auditPage(page, testInfo, 'ops requested documents');
  await expect(requested.getByText('Signed director guarantee', { exact: false }).first()).toBeVisible();

  // The applicant, in a browser of their own, sees the request and uploads the document.
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await signInPage(applicantPage, applicant.grant);
  await applicantPage.goto('/tl');
  await expect(applicantPage).toHaveURL(/\/tl\/conditional\/offer$/);
  await expect(applicantPage.getByText("Driver's licence").first()).toBeVisible();
  await expect(applicantPage.getByText('Signed director guarantee').first()).toBeVisible();
  await expect(applicantPage.getByText('Comes with a form to fill in.')).toHaveCount(2);
  await applicantPage.getByRole('button', { name: 'Upload Documents' }).click();
  await expect(applicantPage.getByRole('button', { name: /^Download licence-form\.png/ })).toBeVisible();
  await expect(applicantPage.getByRole('button', { name: /^Download guarantee-form\.png/ })).toBeVisible();
  await applicantPage.locator('input[type="file"]').first().setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(applicantPage.getByText('licence.png')).toBeVisible();
  await applicantPage.locator('input[type="file"]').nth(1).setInputFiles({ name: 'guarantee.png', mimeType: 'image/png', buffer: PNG });
  await expect(applicantPage.getByText('guarantee.png', { exact: true })).toBeVisible();
  await applicantPage.getByRole('button', { name: 'Submit Documents' }).click();
  await expect(applicantPage.getByRole('heading', { level: 1 })).toHaveText("Thanks, we've received your documents");

  // Staff see the document, read it, and approve.
  await page.reload();
  await expect(page.getByText('ADDITIONAL_DOC_UPLOAD · stage')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Documents', exact: true }).getByRole('button', { name: 'Download licence.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('licence.png');
  await expect(requested.getByText('Template: licence-form.png')).toBeVisible();
  await requested.getByRole('button', { name: 'Accept' }).first().click();
  await expect(requested.getByText('accepted', { exact: true })).toHaveCount(1);
  await requested.getByRole('button', { name: 'Accept' }).click();
  await expect(requested.getByText('accepted', { exact: true })).toHaveCount(2);
  await decision.getByLabel('Decision').selectOption('APPROVED');
  await decision.getByLabel('Most they may borrow ($)').fill('50000');
  await decision.getByLabel('Pricing tier').selectOption('C');
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('APPROVED · stage')).toBeVisible();
  // Every decision is listed, the current one first, with what each asked for and its template; the
  // document asked for later is recorded as the conditional decision restated.
  const decisions = page.getByRole('list', { name: 'Decisions, newest first' });
  await expect(decisions.getByRole('listitem')).toHaveCount(3);
  await expect(decisions.getByRole('listitem').first()).toContainText('APPROVED');
  await expect(decisions.getByRole('listitem').nth(1)).toContainText(
    "asks for: Driver's licence (template licence-form.png), Signed director guarantee (template guarantee-form.png)",
  );
  await expect(decisions.getByRole('listitem').last()).toContainText("asks for: Driver's licence (template licence-form.png)");

  // The applicant sees the offer.
  await expect(applicantPage.getByRole('heading', { level: 1 })).toHaveText("Congratulations, you're approved", { timeout: 20_000 });
  await applicantContext.close();
});

test('a move the lifecycle refuses is told with what is missing, and staff may override it only with a reason of its own', async ({ page, request }) => {
  const applicant = await newAccount(request, { firstName: 'Ivo', lastName: 'Override', prefix: 'ovr' });
  // Basic info only: not complete enough to be submitted.
  const application = await createApplication(request, applicant);
  const staff = await newStaffMember(request);
  await signIn(page, staff);
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await page.goto(`/ops/applications/${application.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivo Override' })).toBeVisible();

  await page.getByLabel('Move to').selectOption('SUBMITTED');
  await page.getByLabel('Reason', { exact: true }).fill('The applicant sent the rest by e-mail.');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('alert')).toContainText(/missing|need/i);
  // The refusal says it may be overridden: a second reason, for the override itself, is asked for.
  const overrideReason = page.getByLabel('Reason to override');
  await expect(overrideReason).toBeVisible();
  await page.getByRole('button', { name: 'Override and change status' }).click();
  await expect(page.getByRole('alert')).toContainText('Please say why the application moves without what it lacks.');
  await overrideReason.fill('Checked the missing answers with the applicant on the phone.');
  await page.getByRole('button', { name: 'Override and change status' }).click();
  await expect(page.getByText('SUBMITTED · stage')).toBeVisible();
  const history = page.getByRole('list', { name: 'History, oldest first' });
  await expect(history).toContainText('Checked the missing answers with the applicant on the phone.');
});
