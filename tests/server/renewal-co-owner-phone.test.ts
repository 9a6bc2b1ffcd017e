/**
 * Spec 02 section 5 lists a co-owner's primaryPhone among the renewal's checks "only if present":
 * through the API with the repository's journeys (the renewal product renewal-tl and its rule
 * records), on PGlite and PostgreSQL, a renewal whose co-owner has no phone on file is confirmed,
 * answered and submitted without inventing one, and a phone that is given is still checked.
 */
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { seedValidationRules } from '../../src/server/services/validation-rules/seed-validation-rules';
import { renewalFundingNeeds, startRenewal, useJourneysPortal } from './journeys-portal';
import { describeEachDatabase } from '../support/test-databases';

const OPS_TOKEN = 'ops-token-for-the-renewal-phone-tests-0123456789';
const RENEWAL = 'renewal-tl';

describeEachDatabase('a renewal co-owner with no phone on file', (kind) => {
  const portal = useJourneysPortal(kind, 'renewal-co-owner-phone', { opsToken: OPS_TOKEN, decisionDelaySeconds: 0 });
  const { server, app, inject } = portal;
  beforeAll(async () => {
    await seedValidationRules({ db: server().db }, { rulesDir: path.resolve('journeys/rules'), products: app().applicationRules.products() });
  });

  /** A funded tl loan, offered for renewal, whose co-owner's phone was never recorded (an older or banker-made application). */
  async function renewalWithPhonelessCoOwner() {
    const { user, renewal } = await startRenewal(portal, RENEWAL, ({ primaryPhone: _none, ...coOwner }) => coOwner);
    return { token: user.token, renewal };
  }

  const save = async (token: string, id: string, stage: string, patch: object[]) => {
    const { version } = (await inject('GET', `/api/apps/${id}`, token)).json();
    return inject('PATCH', `/api/apps/${id}`, token, { stage, patch, version });
  };

  it('is confirmed and submitted without a phone; a phone that is given is still checked', async () => {
    const { token, renewal } = await renewalWithPhonelessCoOwner();
    expect(renewal.data.coOwners[0]).not.toHaveProperty('primaryPhone');

    // A wrong phone on the co-owner is refused, in the phone's own words.
    const wrong = await save(token, renewal.id, 'ConfirmInformation', [{ op: 'add', path: '/coOwners/0/primaryPhone', value: '12' }]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([expect.objectContaining({ path: '/coOwners/0/primaryPhone', key: 'phoneInvalid' })]);

    // Confirmed as it is on file: no phone.
    const confirmed = await save(token, renewal.id, 'AdditionalInfo', []);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const answered = await save(token, renewal.id, 'ReviewAndSubmit', renewalFundingNeeds);
    expect(answered.statusCode, answered.body).toBe(200);
    const submitted = await inject('POST', `/api/apps/${renewal.id}/workflow/submit`, token, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'SUBMITTED' });
    const stored = (await inject('GET', `/api/apps/${renewal.id}`, token)).json();
    expect(stored.data.coOwners[0]).not.toHaveProperty('primaryPhone');
    expect(stored.data.coOwners[0]).toMatchObject({ firstName: 'Owner', _extension: { email: 'owner0@example.com.au' } });
  });
});
