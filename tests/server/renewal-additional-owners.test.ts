/**
 * A renewal's co-owners sign as a new application's do (spec 02 section 1: "review, offer,
 * signing and checkout, as in the new-applicant journey"; spec 01 section 6): renewal-tl has the
 * additional owner role. Through the API with the repository's journeys, on PGlite and
 * PostgreSQL: a funded loan's renewal with a co-owner of 40% is submitted, which invites the
 * co-owner to their own page; it is approved and its offer accepted; the borrower signs; the
 * co-owner's signing mail leads to their page, where they confirm their details, give the consents
 * and their identification, and sign. Every owner has signed and the renewal completes.
 */
import path from 'node:path';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { insertLoan } from '../../src/server/repositories/loans.repository';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn, uniqueEmail } from '../support/api-helpers';
import { injectAsOneBrowser } from '../support/signing-cookies';
import { describeEachDatabase } from '../support/test-databases';
import { coOwnerSigningToken, fundingAccount } from './checkout-flow';
import { useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-renewal-owner-tests-0123456789';
const RENEWAL = 'renewal-tl';

describeEachDatabase('a renewal’s additional owner', (kind) => {
  const server = useDocumentsServer(kind, 'renewal-additional-owners', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
  });
  const app = () => server().app;
  const inject = injectAsOneBrowser(app);
  const outbox = async (to: string) => {
    await app().jobWorker.drain();
    return readOutbox(join(server().dataDir, 'outbox'), { to });
  };
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });

  /** A funded tl loan with a co-owner of 40%, offered for renewal, and its renewal started by the borrower. */
  async function renewalWithCoOwner() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, {});
    const answers = withAdditionalOwners(1, 60);
    const coOwner = { ...answers.coOwners[0], _extension: { email: uniqueEmail('renewal.owner') } };
    const loan = await insertLoan(server().db, {
      applicationId: created.id,
      loanCode: `LN-${created.id.slice(0, 10)}`,
      fundedAmount: '50000.00',
      outstandingBalance: '20000.00',
      fundedAt: new Date(),
    });
    const data = withServerExtension(
      { ...answers, owners: [{ ...answers.owners[0], email: user.email }], coOwners: [coOwner] } as unknown as Record<string, unknown>,
      {
        loanId: loan.id,
        uniqueLoanCode: loan.loan_code,
        renewable: false,
      },
    );
    await server()
      .db.updateTable('applications')
      .set({ status: 'COMPLETED', stage: 'ApplicationCompleted', data: JSON.stringify(data) })
      .where('id', '=', created.id)
      .execute();
    expect((await inject('POST', `/api/ops/applications/${created.id}/loan`, OPS_TOKEN, { renewable: true })).statusCode).toBe(200);
    const renewal = await app().inject({
      method: 'POST',
      url: `/api/apps/${created.id}/workflow/renewal`,
      headers: { ...bearer(user.token), 'x-product-type': RENEWAL },
      payload: {},
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    return { user, id: renewal.json().id as string, coOwner };
  }

  const save = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    const saved = await inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('invites the co-owner to their own page and completes once they have done their part and signed', async () => {
    const { user, id, coOwner } = await renewalWithCoOwner();
    await save(user.token, id, 'AdditionalInfo', []);
    await save(user.token, id, 'ReviewAndSubmit', [
      {
        op: 'add',
        path: '/fundingNeeds',
        value: {
          desiredLoanAmount: 60000,
          fundingPurposes: ['EQUIPMENT_PURCHASES'],
          fundsUsagePeriod: 'WITHIN_3_14_DAYS',
          overdraftLimit: 0,
          offersCollateral: false,
        },
      },
    ]);
    const submitted = await inject('POST', `/api/apps/${id}/workflow/submit`, user.token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [invitation] = await outbox(coOwner._extension.email);
    expect(invitation.subject).toMatch(/^You are invited to take part/);
    expect(invitation.text).toContain('http://portal.test/renewal-tl/additional_owner#link=');

    expect((await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' })).statusCode).toBe(
      200,
    );
    const [offer] = (await inject('GET', `/api/apps/${id}/offers`, user.token)).json().offers as { offerId: string; suggested: Record<string, unknown> }[];
    const accepted = await inject('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, { offerId: offer.offerId, ...offer.suggested });
    expect(accepted.json().status, accepted.body).toBe('CHECKOUT_STARTED');
    expect((await inject('PUT', `/api/apps/${id}/funding-account`, user.token, fundingAccount)).statusCode).toBe(200);

    // The borrower signs first.
    const started = (await inject('POST', `/api/apps/${id}/workflow/agreementAccepted`, user.token, {})).json();
    const token = (started.embeddedUrl as string).split('/sign/')[1];
    const borrower = (await inject('GET', `/api/signing/${token}`)).json().signerName as string;
    expect((await inject('POST', `/api/signing/${token}/sign`, undefined, { typedName: borrower, consent: true })).statusCode).toBe(200);
    expect((await inject('POST', `/api/apps/${id}/workflow/complete`, user.token, {})).json().status).toBe('WAITING_FOR_ADDITIONAL_OWNERS');

    // The co-owner's mail leads to their own page, not to the signing page.
    const mail = (await outbox(coOwner._extension.email)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1)!;
    expect(mail.text).toContain('http://portal.test/renewal-tl/additional_owner#link=');
    expect(mail.text).not.toContain('/sign/');
    const coToken = await coOwnerSigningToken(app, mail.text);
    const name = (await inject('GET', `/api/signing/${coToken}`)).json().signerName as string;
    expect(name).toBe(`${coOwner.firstName} ${coOwner.lastName}`);
    const signed = await inject('POST', `/api/signing/${coToken}/sign`, undefined, { typedName: name, consent: true });
    expect(signed.json()).toEqual({ returnUrl: null, everyoneSigned: true });

    expect((await inject('GET', `/api/apps/${id}`, user.token)).json().status).toBe('COMPLETED');
    const owners = (await inject('GET', `/api/apps/${id}/owners`, user.token)).json().owners as { progress: Record<string, unknown> }[];
    expect(owners).toHaveLength(1);
    expect(owners[0].progress).toMatchObject({ documentsUploaded: true, detailsConfirmedAt: expect.any(String), signedAt: expect.any(String) });
  });
});
