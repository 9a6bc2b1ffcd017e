/**
 * A signing link works in the browser that first used it (decision 64): a token copied from a
 * log, with no cookie or another browser's, reads, downloads and signs nothing; the first opener
 * signs. The owner whose link another browser holds asks for a new link: it is mailed to the
 * owner, the old one stops working, and the new one signs.
 */
import path from 'node:path';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { withAdditionalOwners } from '../engine/fixtures';
import { describeEachDatabase } from '../support/test-databases';
import { checkoutFlow, coOwnerSigningToken, fundingAccount } from './checkout-flow';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-signing-device-tests-01';
const signingLink = (text: string) => /\/sign\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describeEachDatabase('a signing link bound to its first browser', (kind) => {
  const server = useDocumentsServer(kind, 'signing-device', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
    jobs: { enabled: false },
  });
  const app = () => server().app;
  const flow = checkoutFlow(app, OPS_TOKEN);
  const outbox = async (to: string) => {
    await app().jobWorker.drain();
    return readOutbox(join(server().dataDir, 'outbox'), { to });
  };
  /** A call as a browser of its own: only the cookie given, if any. */
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('refuses a token copied from a log without the cookie, and lets the first opener sign', async () => {
    const { user, id } = await flow.inCheckout(withAdditionalOwners(1, 50));
    expect((await flow.inject('PUT', `/api/apps/${id}/funding-account`, user.token, fundingAccount)).statusCode).toBe(200);
    const token = signingLink((await flow.inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl);

    const opened = await call('GET', `/api/signing/${token}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toMatch(/^portal_signing_device=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain(`Path=/api/signing/${token}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    const cookie = setCookie.split(';')[0];

    // The token as a log would have shown it before it was masked: no cookie, or a made-up one.
    for (const without of [undefined, 'portal_signing_device=made-up-secret-0123456789abcdefghijklmnop']) {
      const signed = await call('POST', `/api/signing/${token}/sign`, without, { typedName: 'Jane Citizen', consent: true });
      expect(signed.statusCode, signed.body).toBe(403);
      expect(signed.json().code).toBe('SIGN_ERR_OTHER_DEVICE');
      expect((await call('GET', `/api/signing/${token}`, without)).json().code).toBe('SIGN_ERR_OTHER_DEVICE');
      expect((await call('GET', `/api/signing/${token}/agreement`, without)).statusCode).toBe(403);
      expect((await call('POST', `/api/signing/${token}/decline`, without)).statusCode).toBe(403);
    }

    const signed = await call('POST', `/api/signing/${token}/sign`, cookie, { typedName: 'Jane Citizen', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await flow.inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {})).json().status).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
  });

  it('mails the owner a new link when another browser holds theirs; the old one stops working', async () => {
    const answers = withAdditionalOwners(1, 50);
    const { user, id } = await flow.inCheckout(answers);
    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    const coOwner = answers.coOwners[0]._extension.email;
    // The signing mail leads to the owner's own page, which gives the signing link once their part is done.
    const first = await coOwnerSigningToken(app, (await outbox(coOwner)).filter((mail) => /^Please sign/.test(mail.subject)).at(-1)!.text);

    // Someone else used the link first (from a log, a forwarded mail): the owner's browser is refused.
    const taken = await call('GET', `/api/signing/${first}`);
    expect(taken.statusCode).toBe(200);
    const theOwner = await call('GET', `/api/signing/${first}`);
    expect(theOwner.statusCode).toBe(403);
    expect(theOwner.json().code).toBe('SIGN_ERR_OTHER_DEVICE');

    const asked = await call('POST', `/api/signing/${first}/new-link`);
    expect(asked.statusCode, asked.body).toBe(204);
    expect((await call('GET', `/api/signing/${first}`, String(taken.headers['set-cookie']).split(';')[0])).statusCode).toBe(410);

    const renewed = (await outbox(coOwner)).filter((mail) => /^Your new link to sign/.test(mail.subject)).at(-1);
    expect(renewed).toBeDefined();
    const fresh = signingLink(renewed!.text);
    expect(fresh).not.toBe(first);
    const opened = await call('GET', `/api/signing/${fresh}`);
    const name = opened.json().signerName as string;
    const signed = await call('POST', `/api/signing/${fresh}/sign`, String(opened.headers['set-cookie']).split(';')[0], { typedName: name, consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await flow.inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('COMPLETED');
  });
});
