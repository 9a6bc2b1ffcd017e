// @vitest-environment happy-dom
/**
 * Funding details shows the applicant, before they sign, where each additional owner has got to
 * in their own part (spec 01 §6: the primary applicant sees each owner's progress), and nothing
 * of the kind for an application without additional owners.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { journeyOf, loadAllJourneys } from '../../src/app/journeys/compiled-journeys';
import { FundingDetails, type fundingDetailsPropsSchema } from '../../src/screens/funding-details/funding-details';
import type { ScreenProps } from '../../src/screens/screen-props';
import type { AdditionalOwnerStatus } from '../../src/engine/contract/owners.contract';
import type { Static } from '../../src/engine/contract/named';
import { renderInApp, screenSettings } from '../support/screen-harness';

await loadAllJourneys();
afterEach(cleanup);

const cj = journeyOf('tl')!;
const step = cj.step('FundingDetails');
type Props = ScreenProps<Static<typeof fundingDetailsPropsSchema>, 'offers' | 'checkout'>;

const partner = (progress: Partial<AdditionalOwnerStatus['progress']> = {}): AdditionalOwnerStatus => ({
  name: 'Alex Partner',
  email: 'alex@example.com.au',
  progress: { invitedAt: '2026-11-27T01:00:00Z', detailsConfirmedAt: null, documentsUploaded: false, signedAt: null, ...progress },
});

function renderFundingDetails(owners: AdditionalOwnerStatus[]) {
  const unused = () => Promise.reject(new Error('not called by this test'));
  const props: Props = {
    journey: cj,
    step,
    props: step.screenProps as Props['props'],
    application: { id: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', status: 'OFFER_ACCEPTED', stage: 'FundingDetails', version: 7, data: {} },
    ...screenSettings,
    services: {
      offers: { load: unused, accept: unused, submitDocuments: unused, documentRequests: unused, saveTemplate: unused },
      checkout: {
        fundingAccount: async () => null,
        saveFundingAccount: unused,
        sign: unused,
        reconfirmOffer: unused,
        signingStatus: async () => null,
        ownersProgress: async () => owners,
      },
    },
  };
  return renderInApp(<FundingDetails {...props} />);
}

describe("funding details: each owner's part before the applicant signs", () => {
  it('lists where each additional owner has got to, step by step', async () => {
    renderFundingDetails([partner({ detailsConfirmedAt: '2026-11-27T02:00:00Z' })]);
    const progress = await screen.findByRole('list', { name: 'Alex Partner: progress' });
    expect(progress.textContent).toContain('Invited: done');
    expect(progress.textContent).toContain('Details confirmed: done');
    expect(progress.textContent).toContain('Identification uploaded: not yet');
    expect(progress.textContent).toContain('Signed: not yet');
    expect(screen.getByRole('region', { name: "Each owner's part" })).toBeTruthy();
  });

  it('shows no such section for an application without additional owners', async () => {
    renderFundingDetails([]);
    await screen.findByRole('button', { name: 'Sign agreement' });
    // The owners' answer has come when the query settles; nothing was added for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText("Each owner's part")).toBeNull();
  });
});
