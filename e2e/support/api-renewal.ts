/**
 * A renewal made through the API, the way a borrower gets one without the seeded demo borrowers
 * (renewal.spec.ts walks those): a new applicant's tl loan signed and funded, its renewal offered
 * by operations, started by the borrower and given a co-owner of 50% (who signs too), left at
 * Review and Submit for the browser to submit.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { coOwner } from '../../tools/fixtures/tl-application';
import { newAccount, opsToken, type Account } from './api-applicant';
import { signedApplication } from './api-checkout';
import { uniqueEmail } from './tl-applicant';
import { renewalFundingNeeds } from '../../tests/support/renewal-funding-needs';

export const RENEWAL = 'renewal-tl';

export interface RenewalAtReview {
  account: Account;
  id: string;
  partner: ReturnType<typeof coOwner> & { _extension: { email: string } };
}

export async function renewalAtReview(request: APIRequestContext): Promise<RenewalAtReview> {
  const account = await newAccount(request, { prefix: 'renewal-walk' });
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const funded = await signedApplication(request, account);
  const offered = await request.post(`/api/ops/applications/${funded.id}/loan`, {
    headers: { authorization: `Bearer ${await opsToken()}` },
    data: { renewable: true, outstandingBalance: '20000.00' },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const started = await request.post(`/api/apps/${funded.id}/workflow/renewal`, { headers: { ...headers, 'x-product-type': RENEWAL }, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const renewal = await started.json();

  // The confirm-information step's edits, as the browser saves them: the applicant now owns half, a co-owner the rest.
  const partner = { ...coOwner(0, '50'), _extension: { email: uniqueEmail('rco') } };
  const business = renewal.data.business as { _extension?: Record<string, unknown> };
  const patch = [
    { op: 'add', path: '/owners/0/percentOwnership', value: '50' },
    { op: 'add', path: '/business', value: { ...business, _extension: { ...business._extension, hasAdditionalOwners: true } } },
    { op: 'add', path: '/coOwners', value: [partner] },
    ...renewalFundingNeeds,
  ];
  let version = renewal.version as number;
  for (const [stage, changes] of [
    ['AdditionalInfo', patch],
    ['ReviewAndSubmit', []],
  ] as const) {
    const saved = await request.patch(`/api/apps/${renewal.id}`, { headers, data: { stage, patch: changes, version } });
    expect(saved.status(), await saved.text()).toBe(200);
    version = (await saved.json()).version;
  }
  return { account, id: renewal.id, partner };
}
