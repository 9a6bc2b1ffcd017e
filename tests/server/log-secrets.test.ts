/**
 * A whole journey logged at trace level, from sign-up to a signed loan, with a password reset and
 * a re-application check on the way: no secret a request carried is in any log line, whether in
 * a path (signing links), a query (reset tokens), a header (access tokens) or a body (passwords,
 * codes).
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { loggerOptions } from '../../src/server/logging';
import { completeTlApplication } from '../engine/fixtures';
import { createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';
import { injectAsOneBrowser } from '../support/signing-cookies';

const OPS_TOKEN = 'ops-token-for-the-log-secrets-tests-0123456789';

describeEachDatabase('secrets never reach the log', (kind) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const server = useDocumentsServer(kind, 'log_secrets', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
    logger: { ...loggerOptions('trace'), stream },
  });
  const app = () => server().app;
  // One browser for every signing link: each link's cookie goes back with its calls.
  const inject = injectAsOneBrowser(app);

  it('from sign-up to a signed loan, at trace level', async () => {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {
      createAppData: { firstName: 'Jane', lastName: 'Citizen', email: user.email, product: 'tl' },
      patchAppData: { ...completeTlApplication, owners: [{ ...completeTlApplication.owners[0], email: user.email }] },
    });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    expect((await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/ops/applications/${created.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' })).statusCode,
    ).toBe(200);
    const [offer] = (await inject('GET', `/api/apps/${created.id}/offers`, user.token)).json().offers as OfferView[];
    const accept = { offerId: offer.offerId, loanAmount: 50000, term: 12, termUnit: 'months', paymentPeriod: 'WEEKLY' };
    expect((await inject('POST', `/api/apps/${created.id}/workflow/accept-offer`, user.token, accept)).statusCode).toBe(200);
    const account = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };
    expect((await inject('PUT', `/api/apps/${created.id}/funding-account`, user.token, account)).statusCode).toBe(200);
    const link = (await inject('POST', `/api/apps/${created.id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl as string;
    const signingToken = link.split('/sign/')[1];
    expect(signingToken.length).toBeGreaterThan(30);
    await inject('GET', link);
    const opened = await inject('GET', `/api/signing/${signingToken}`);
    expect(opened.statusCode).toBe(200);
    // The secret binding the link to this browser is no more in the log than the token.
    const deviceSecret = String(opened.headers['set-cookie']).split(';')[0].split('=')[1];
    expect(deviceSecret.length).toBeGreaterThan(30);
    expect((await inject('GET', `/api/signing/${signingToken}/agreement`)).statusCode).toBe(200);
    const signed = await inject('POST', `/api/signing/${signingToken}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    // A token used again, and one that never was: refused, and still not logged.
    await inject('POST', `/api/signing/${signingToken}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    await inject('GET', `/api/signing/${'x'.repeat(43)}`);
    await inject('GET', `/login?reset_token=reset-secret-0123456789&username=${encodeURIComponent(user.email)}`);
    await inject('POST', '/api/public/password-reset/confirm', undefined, { token: 'reset-secret-0123456789', password: 'New-password-0123' });
    await inject('GET', `/access_token=handover-secret-0123456789&token_type=Bearer`);
    await app().jobWorker.drain();

    const output = lines.join('');
    expect(output).toContain('/api/signing/[redacted]');
    for (const secret of [
      signingToken,
      deviceSecret,
      'x'.repeat(43),
      user.token,
      user.password,
      'reset-secret-0123456789',
      'New-password-0123',
      'handover-secret-0123456789',
      user.email,
      '12345678',
    ]) {
      expect(output, 'a secret in the log').not.toContain(secret);
    }
  });
});
