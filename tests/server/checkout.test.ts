/**
 * Checkout through the API with the real tl journey, on PGlite and PostgreSQL: the funding
 * account checked and sealed, the agreement generated and signed by the applicant and a co-owner
 * through their links, each signer's and the lender's PDF signatures verifying against the demo
 * CA, the same-day rule, a forged completion refused, and nobody else reaching any of it.
 */
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { readTrustAnchors } from '../../src/server/services/checkout/pades/trust-anchors';
import { verifyAgreementSignatures } from '../../src/server/services/checkout/verify-agreement-signature';
import { completeTlApplication, withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { useJourneysPortal } from './journeys-portal';
import { describeEachDatabase } from '../support/test-databases';
import { coOwnerSigningToken } from './checkout-flow';
import { connectGoodSandboxUser } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-checkout-tests-0123456789';
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };
const account = { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' };

describeEachDatabase('checkout', (kind) => {
  // One browser for every signing link the suite opens: each link's cookie goes back with its calls.
  const { server, app, inject, outbox } = useJourneysPortal(kind, 'checkout', { opsToken: OPS_TOKEN, decisionDelaySeconds: 3600 });

  /** An application whose offer is accepted: in checkout. */
  async function inCheckout(answers: Record<string, unknown> = completeTlApplication) {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: answers });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    expect(
      (
        await app().inject({
          method: 'PATCH',
          url: `/api/apps/${created.id}`,
          headers: bearer(user.token),
          payload: { stage: 'ReviewAndSubmit', patch: [], version: current.version },
        })
      ).statusCode,
    ).toBe(200);
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/ops/applications/${created.id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' })).statusCode,
    ).toBe(200);
    const [offer] = (await inject('GET', `/api/apps/${created.id}/offers`, user.token)).json().offers as OfferView[];
    const accepted = await inject('POST', `/api/apps/${created.id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 50000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.json().status).toBe('CHECKOUT_STARTED');
    return { user, id: created.id, decisionId: offer.offerId };
  }

  const tokenOf = (url: string) => url.split('/sign/')[1];

  it('checks the funding account field by field, stores the number sealed and answers only its last digits', async () => {
    const { user, id } = await inCheckout();
    const bad = await inject('PUT', `/api/apps/${id}/funding-account`, user.token, {
      bankName: '',
      bsb: '031-000',
      accountNumber: '12ab',
      accountNumberConfirmation: '999',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string; key: string }) => [e.path, e.key])).toEqual([
      ['/bankName', 'blank'],
      ['/bsb', 'bsbInvalid'],
      ['/accountNumber', 'bankAccountNumberInvalid'],
      ['/accountNumberConfirmation', 'confirmBankAccountNumber'],
    ]);
    const saved = await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bankName: 'Westpac', bsb: '032000', accountNumberMasked: '•••••678' });
    expect(saved.body).not.toContain('12345678');
    expect((await inject('GET', `/api/apps/${id}/funding-account`, user.token)).body).not.toContain('12345678');
    const row = await server().db.selectFrom('funding_accounts').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('12345678');
    // The BSB too is sealed at rest (envelope encryption), and answered clear only to its applicant.
    expect(row.bsb).toMatch(/^e1\./);
    expect(row.account_number_sealed).toMatch(/^e1\./);
    expect((await inject('GET', `/api/apps/${id}/funding-account`, user.token)).json().account).toMatchObject({ bsb: '032000' });
  });

  it('refuses to start signing without the account, and a forged completion', async () => {
    const { user, id } = await inCheckout();
    const early = await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {});
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('APP_ERR_FUNDING_ACCOUNT_MISSING');
    await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    const link = (await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl as string;
    expect(link).toMatch(/^\/sign\/[A-Za-z0-9_-]{40,}$/);
    // The browser says signing_complete, but nobody signed.
    const forged = await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {});
    expect(forged.statusCode).toBe(409);
    expect(forged.json().code).toBe('APP_ERR_NOT_SIGNED');
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('CHECKOUT_STARTED');
  });

  it('the applicant alone signs: the loan completes with a signed agreement whose PDF signature verifies', async () => {
    const { user, id } = await inCheckout();
    await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    const token = tokenOf((await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl);
    const session = await inject('GET', `/api/signing/${token}`);
    expect(session.json()).toMatchObject({ signerName: 'Jane Citizen', lenderName: 'Harbour Business Finance', locale: 'en-AU' });
    const pdf = await inject('GET', `/api/signing/${token}/agreement`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const wrongName = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Someone Else', consent: true });
    expect(wrongName.statusCode).toBe(422);
    const signed = await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: ' jane  citizen ', consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({ returnUrl: '/tl/dsCallback?event=signing_complete', everyoneSigned: true });
    // The link works once.
    expect((await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true })).statusCode).toBe(410);

    const completed = await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', stage: 'ApplicationCompleted' });
    // The funded application became a loan: what was funded, what is owed, not yet renewable.
    const loan = await server().db.selectFrom('loans').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(loan).toMatchObject({ funded_amount: '50000.00', renewable: false });
    expect(loan.loan_code).toMatch(/^LN-[A-HJ-NP-Z2-9]{10}$/);
    expect(Number(loan.outstanding_balance)).toBeGreaterThan(50000);
    expect(completed.json().data._extension).toMatchObject({ loanId: loan.id, uniqueLoanCode: loan.loan_code, renewable: false });
    // Staff read what was decided, accepted, connected and signed beside the answers.
    const staffView = (await inject('GET', `/api/ops/applications/${id}`, OPS_TOKEN)).json();
    expect(staffView.decisions).toEqual([
      expect.objectContaining({
        outcome: 'APPROVED',
        decidedBy: 'operations',
        approvedMaxAmount: 80000,
        tier: 'B',
        acceptedTerms: expect.objectContaining({ loanAmount: 50000, term: 12, termUnit: 'months' }),
      }),
    ]);
    expect(staffView.bankConnections).toEqual([expect.objectContaining({ status: 'received' })]);
    expect(staffView.bankConnections[0].accounts[0].accountNumber).toMatch(/[•x*]/);
    expect(staffView.signatures).toEqual([expect.objectContaining({ name: 'Jane Citizen', roundState: 'completed', signedAt: expect.any(String) })]);
    const documents = await server().db.selectFrom('documents').selectAll().where('application_id', '=', id).where('source', '=', 'lender').execute();
    expect(documents.map((d) => d.document_type).sort()).toEqual(['LOAN_AGREEMENT', 'SIGNED_LOAN_AGREEMENT']);
    const signedDoc = documents.find((d) => d.document_type === 'SIGNED_LOAN_AGREEMENT')!;
    const bytes = await readFile(join(server().dataDir, 'documents', signedDoc.storage_key));
    // Checked against the demo CA the first start made, not against the certificates inside the file.
    const anchors = await readTrustAnchors([join(server().dataDir, 'keys', 'signing-ca.pem')]);
    const check = await verifyAgreementSignatures(bytes, anchors);
    expect(check.signatures.map((s) => [s.signer, s.valid])).toEqual([
      ['Jane Citizen', true],
      ['Harbour Business Finance', true],
    ]);
    expect(check.valid).toBe(true);
    const tampered = Buffer.from(bytes);
    tampered[200] = tampered[200] ^ 1;
    expect((await verifyAgreementSignatures(tampered, anchors)).valid).toBe(false);
    expect((await outbox(user.email)).some((m) => m.subject.includes('loan documents'))).toBe(true);
  });

  it('a co-owner signs through the e-mailed link, without an account; the loan completes when both have', async () => {
    const { user, id } = await inCheckout(withAdditionalOwners(1, 50));
    await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    const token = tokenOf((await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl);
    await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    expect((await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {})).json().status).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    const status = (await inject('GET', `/api/apps/${id}/signing`, user.token)).json().round;
    expect(status.signers.map((s: { signedAt: string | null }) => Boolean(s.signedAt))).toEqual([true, false]);

    const coOwnerEmail = withAdditionalOwners(1, 50).coOwners[0]._extension.email;
    const mail = (await outbox(coOwnerEmail)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1)!;
    // The mail leads to the owner's own page, where they do their part and take their signing link.
    const coToken = await coOwnerSigningToken(app, mail.text);
    const coName = (await inject('GET', `/api/signing/${coToken}`)).json().signerName as string;
    const coSigned = await inject('POST', `/api/signing/${coToken}/sign`, undefined, { typedName: coName, consent: true });
    // The co-owner is the last to sign: the outcome says every owner has signed.
    expect(coSigned.json()).toEqual({ returnUrl: null, everyoneSigned: true });
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('COMPLETED');
  });

  it('a co-owner signing on a later day voids the round: the offer is to be confirmed again', async () => {
    const { user, id } = await inCheckout(withAdditionalOwners(1, 50));
    await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    const token = tokenOf((await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json().embeddedUrl);
    await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: 'Jane Citizen', consent: true });
    // The co-owner's latest signing mail (they are also invited to their own page, by another mail).
    const mail = (await outbox(withAdditionalOwners(1, 50).coOwners[0]._extension.email))
      .filter((m) => /^Please sign the loan agreement/.test(m.subject))
      .at(-1)!;
    const coToken = await coOwnerSigningToken(app, mail.text);
    // The round was opened yesterday (and its link still live).
    await server().db.updateTable('signing_rounds').set({ signing_date: '2000-01-01' }).where('application_id', '=', id).execute();
    const coName = (await inject('GET', `/api/signing/${coToken}`)).json().signerName as string;
    const late = await inject('POST', `/api/signing/${coToken}/sign`, undefined, { typedName: coName, consent: true });
    expect(late.statusCode, late.body).toBe(200);
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('APPROVED');
    const round = await server().db.selectFrom('signing_rounds').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(round.state).toBe('void');
  });

  it('resetCheckout returns to the offer; checkCheckoutStatusAndReset voids a round from an earlier day', async () => {
    const first = await inCheckout();
    await inject('PUT', `/api/apps/${first.id}/funding-account`, first.user.token, account);
    await inject('POST', `/api/apps/${first.id}/workflow/agreementAccepted`, first.user.token, {});
    const wrong = await inject('POST', `/api/apps/${first.id}/workflow/resetCheckout`, first.user.token, {
      decisionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(409);
    const reset = await inject('POST', `/api/apps/${first.id}/workflow/resetCheckout`, first.user.token, { decisionId: first.decisionId });
    expect(reset.json().status).toBe('APPROVED');

    const second = await inCheckout();
    await inject('PUT', `/api/apps/${second.id}/funding-account`, second.user.token, account);
    await inject('POST', `/api/apps/${second.id}/workflow/agreementAccepted`, second.user.token, {});
    const today = await inject('POST', `/api/apps/${second.id}/workflow/checkCheckoutStatusAndReset`, second.user.token, {});
    expect(today.json().status).toBe('CHECKOUT_STARTED');
    await server().db.updateTable('signing_rounds').set({ signing_date: '2000-01-01' }).where('application_id', '=', second.id).execute();
    const stale = await inject('POST', `/api/apps/${second.id}/workflow/checkCheckoutStatusAndReset`, second.user.token, {});
    expect(stale.json().status).toBe('APPROVED');
  });

  it('two parallel starts open one round; another applicant reaches none of it', async () => {
    const { user, id } = await inCheckout();
    await inject('PUT', `/api/apps/${id}/funding-account`, user.token, account);
    const starts = await Promise.all(Array.from({ length: 5 }, () => inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})));
    expect(starts.map((s) => s.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rounds = await server().db.selectFrom('signing_rounds').selectAll().where('application_id', '=', id).execute();
    expect(rounds.filter((r) => r.state === 'open')).toHaveLength(1);
    const stranger = await signUpAndLogIn(app());
    for (const [method, url] of [
      ['GET', 'funding-account'],
      ['PUT', 'funding-account'],
      ['POST', 'workflow/agreementAccepted'],
      ['POST', 'workflow/complete'],
      ['POST', 'workflow/checkCheckoutStatusAndReset'],
      ['GET', 'signing'],
    ] as const) {
      const response = await inject(method, `/api/apps/${id}/${url}`, stranger.token, method === 'GET' ? undefined : method === 'PUT' ? account : {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inject('GET', '/api/signing/not-a-real-token-but-long-enough')).statusCode).toBe(410);
  });
});
