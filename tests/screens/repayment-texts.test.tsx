// @vitest-environment happy-dom
/**
 * The funding-details page and the signing page's schedule of terms say the period and the unit
 * the offer was accepted with: a monthly offer once read "48 weekly payments" on both.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { journeyOf, loadAllJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { AgreementTerms } from '../../src/app/pages/signing/agreement-terms';
import type { SigningSession } from '../../src/engine/contract/checkout.contract';
import type { PricedOffer } from '../../src/engine/offers/offer.types';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { FundingDetails } from '../../src/screens/funding-details/funding-details';
import type { ScreenProps, ScreenServices } from '../../src/screens/screen-props';
import { renderInApp, screenSettings } from '../support/screen-harness';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

beforeAll(loadAllFormValidators);
afterEach(cleanup);

function weekdaysFrom(first: string, count: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length < count; t += 86_400_000) {
    if (new Date(t).getUTCDay() % 6 !== 0) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

const priced = (terms: Pick<PricedOffer, 'loanAmount' | 'term' | 'termUnit' | 'paymentPeriod'>) =>
  priceOffer({
    ...terms,
    annualRatePercent: 19.95,
    originationFeePercent: 2.5,
    firstPaymentDate: '2026-12-01',
    businessDays: weekdaysFrom('2026-12-01', 1100),
  });

const MONTHLY = priced({ loanAmount: 60000, term: 48, termUnit: 'months', paymentPeriod: 'MONTHLY' });
const WEEKS = priced({ loanAmount: 20000, term: 12, termUnit: 'weeks', paymentPeriod: 'WEEKLY' });

function renderFundingDetails(acceptedTerms: PricedOffer) {
  const cj = journeyOf('tl')!;
  const step = cj.step('FundingDetails');
  const decision = { decisionId: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', acceptedTerms };
  // Only the two calls this page makes; a call it does not make has nothing to answer.
  const services = {
    offers: { load: async () => ({ offers: [], decision }) },
    checkout: { fundingAccount: async () => null },
  } as Partial<Record<keyof ScreenServices, unknown>> as ScreenServices;
  const props = {
    journey: cj,
    step,
    props: { accountHelp: 'A business account in the business name.', signNote: 'Owners of {0}% or more sign too.' },
    application: { id: decision.decisionId, status: 'CHECKOUT_STARTED', stage: 'LoanDetailsConfirmed', version: 7, data: {} },
    ...screenSettings,
    services,
  } satisfies ScreenProps<{ accountHelp: string; signNote: string }>;
  return renderInApp(<FundingDetails {...props} />);
}

function session(terms: PricedOffer): SigningSession {
  return {
    signerName: 'Jane Citizen',
    lenderName: 'Harbour Business Finance',
    businessName: 'Citizen Pty Ltd',
    signingDate: '2026-11-30',
    locale: 'en-AU',
    agreementSha256: 'a'.repeat(64),
    expiresAt: '2026-11-30T05:00:00.000Z',
    terms,
    account: null,
  };
}

const amount = (money: string) => `$${Number(money).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`;

describe('a monthly offer', () => {
  it('reads monthly on the funding-details page', async () => {
    renderFundingDetails(MONTHLY);
    const summary = await screen.findByText(/You're borrowing/);
    expect(summary.textContent).toContain(`over 48 months: 48 monthly payments of ${amount(MONTHLY.paymentAmount)}`);
    expect(summary.textContent).not.toMatch(/weekly/);
  });

  it("reads monthly in the signing page's schedule of terms", () => {
    renderInApp(<AgreementTerms session={session(MONTHLY)} />);
    expect(screen.getByText('48 months')).toBeTruthy();
    expect(screen.getByText(`48 monthly payments of ${amount(MONTHLY.paymentAmount)}`)).toBeTruthy();
    expect(screen.queryByText(/weekly/)).toBeNull();
  });
});

describe('an offer in weeks', () => {
  it('reads in weeks on both pages', async () => {
    renderFundingDetails(WEEKS);
    expect((await screen.findByText(/You're borrowing/)).textContent).toContain(`over 12 weeks: 12 weekly payments of ${amount(WEEKS.paymentAmount)}`);
    cleanup();
    renderInApp(<AgreementTerms session={session(WEEKS)} />);
    expect(screen.getByText('12 weeks')).toBeTruthy();
    expect(screen.getByText(`12 weekly payments of ${amount(WEEKS.paymentAmount)}`)).toBeTruthy();
  });
});
