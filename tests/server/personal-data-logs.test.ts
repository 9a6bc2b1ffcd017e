/**
 * The logs of a whole journey, at the most verbose level, carry no personal data and no secret:
 * sign-up and sign-in, the answers with dates of birth, the statements, the
 * submission, a decision, the offer accepted, the funding account, the agreement, a staff member
 * signing in with a second factor and revealing the personal answers. Each value is searched for
 * in every line written.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { loggerOptions } from '../../src/server/logging';
import { addStaffMember } from '../../src/server/services/staff/staff-accounts';
import { totpCode } from '../../src/server/services/staff/staff-totp';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn, uniqueAddress } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const DOB = '1979-11-23';
const ACCOUNT = { bankName: 'Westpac', bsb: '734-219', accountNumber: '98765432', accountNumberConfirmation: '98765432' };

describeEachDatabase('personal data in the logs', (kind) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const documentsServer = useDocumentsServer(kind, 'personal_logs', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { DECISION_DELAY_SECONDS: '3600' },
    logger: { ...loggerOptions('trace'), stream },
  });

  it('never carry what the applicant and the staff member typed or were given', async () => {
    const server = documentsServer();
    const app = server.app;
    const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) =>
      app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}), remoteAddress: uniqueAddress() });

    const user = await signUpAndLogIn(app);
    const owners = completeTlApplication.owners.map((owner, i) => (i === 0 ? { ...owner, dateOfBirth: DOB } : owner));
    const created = await createApplicationFor(app, user.token, {
      createAppData: { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' },
      patchAppData: { ...completeTlApplication, owners },
    });
    await connectGoodSandboxUser(app, user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);

    // A staff member signs in with the second factor, decides, and looks at the personal answers.
    const staff = await addStaffMember(
      { db: server.db, sealer: app.config.keys.sealer },
      { email: 'logs.staff@lender.test', fullName: 'Log Staff', role: 'ops' },
    );
    const staffLogin = await inject('POST', '/api/staff/login', undefined, {
      email: 'logs.staff@lender.test',
      password: staff.password,
      code: totpCode(staff.totpSecret),
    });
    expect(staffLogin.statusCode, staffLogin.body).toBe(200);
    const staffToken = staffLogin.json().accessToken as string;
    const decided = await inject('POST', `/api/ops/applications/${created.id}/decision`, staffToken, {
      outcome: 'APPROVED',
      maxAmount: 80000,
      tier: 'B',
      reason: 'Strong statements',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const revealed = await inject('POST', `/api/ops/applications/${created.id}/personal-data`, staffToken, { reason: 'Identity check' });
    expect(revealed.body).toContain(DOB);

    const [offer] = (await inject('GET', `/api/apps/${created.id}/offers`, user.token)).json().offers as OfferView[];
    const accepted = await inject('POST', `/api/apps/${created.id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 50000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A mistyped account first: its refusal must not echo the number either.
    await inject('PUT', `/api/apps/${created.id}/funding-account`, user.token, { ...ACCOUNT, accountNumberConfirmation: '98765433' });
    expect((await inject('PUT', `/api/apps/${created.id}/funding-account`, user.token, ACCOUNT)).statusCode).toBe(200);
    expect((await inject('POST', `/api/apps/${created.id}/workflow/agreementAccepted`, user.token, {})).statusCode).toBe(200);
    // A failed sign-in with the password typed into the e-mail box.
    await inject('POST', '/api/auth/login', undefined, { email: user.password, password: 'wrong-password-1' });

    const log = lines.join('');
    // The logs are real: each request is there, by its path.
    expect(lines.length).toBeGreaterThan(12);
    expect(log).toContain(`/api/apps/${created.id}/funding-account`);
    const secrets = {
      'date of birth': DOB,
      'account number': ACCOUNT.accountNumber,
      'mistyped account number': '98765433',
      BSB: ACCOUNT.bsb.replace('-', ''),
      'BSB as typed': ACCOUNT.bsb,
      'applicant password': user.password,
      'staff password': staff.password!,
      'TOTP secret': staff.totpSecret,
      'applicant token': user.token,
      'staff token': staffToken,
      'applicant e-mail': user.email,
      phone: completeTlApplication.owners[0].primaryPhone,
    };
    const found = Object.entries(secrets)
      .filter(([, value]) => log.includes(value))
      .map(([name]) => name);
    expect(found).toEqual([]);
  }, 120_000);
});
