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
import { beforeAll, expect, it } from 'vitest';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { uniqueEmail } from '../support/api-helpers';
import { renewalFundingNeeds, startRenewal, useJourneysPortal } from './journeys-portal';
import { describeEachDatabase } from '../support/test-databases';
import { coOwnerSigningToken, fundingAccount } from './checkout-flow';

const OPS_TOKEN = 'ops-token-for-the-renewal-owner-tests-0123456789';
const RENEWAL = 'renewal-tl';

describeEachDatabase('a renewal’s additional owner', (kind) => {
  const portal = useJourneysPortal(kind, 'renewal-additional-owners', { opsToken: OPS_TOKEN, decisionDelaySeconds: 3600 });
  const { server, app, inject, outbox } = portal;
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });

  /** A funded tl loan with a co-owner of 40%, offered for renewal, and its renewal started by the borrower. */
  async function renewalWithCoOwner() {
    const { user, coOwner, renewal } = await startRenewal(portal, RENEWAL, (owner) => ({ ...owner, _extension: { email: uniqueEmail('renewal.owner') } }));
    return { user, id: renewal.id, coOwner };
  }

  const save = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    const saved = await inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('invites the co-owner to their own page and completes once they have done their part and signed', async () => {
    const { user, id, coOwner } = await renewalWithCoOwner();
    await save(user.token, id, 'AdditionalInfo', []);
    await save(user.token, id, 'ReviewAndSubmit', renewalFundingNeeds);
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
