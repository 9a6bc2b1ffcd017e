// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { journeyOf, loadAllJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { system } from '../../src/app/theme';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { ApprovedOffer, type ApprovedOfferProps } from '../../src/screens/approved-offer/approved-offer';
import { offerAnswerRows } from '../../src/screens/approved-offer/offer-answers';
import { OfferFigures } from '../../src/screens/approved-offer/offer-figures';
import type { ScreenProps, ScreenServices } from '../../src/screens/screen-props';
import { renderInApp, screenSettings } from '../support/screen-harness';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

beforeAll(loadAllFormValidators);
afterEach(cleanup);

/** Monday to Friday from the first payment, past the longest term: enough for the pricing. */
function weekdaysFrom(first: string, count: number): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); days.length < count; t += 86_400_000) {
    if (new Date(t).getUTCDay() % 6 !== 0) days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
const pricing = { annualRatePercent: 19.95, originationFeePercent: 2.5, firstPaymentDate: '2026-12-01', businessDays: weekdaysFrom('2026-12-01', 300) };
const terms = { loanAmount: 50000, term: 12, termUnit: 'months' as const, paymentPeriod: 'WEEKLY' as const };
const renewalPriced = priceOffer({ ...terms, ...pricing, payoffAmount: '31250.40' });

const figure = (label: string) => screen.getByTestId(`offer-${label}`).textContent;
const help = (label: string) => screen.queryByTestId(`offer-help-${label}`)?.textContent;

function renderFigures(props: Omit<Parameters<typeof OfferFigures>[0], 'locale'> & { locale?: string }) {
  return render(
    <ChakraProvider value={system}>
      <OfferFigures locale="en-AU" {...props} />
    </ChakraProvider>,
  );
}

describe('the offer figures', () => {
  it("show a renewal's current balance beside its payoff, saying the payoff is that balance, and the net amount labelled", () => {
    renderFigures({ priced: renewalPriced, renewedLoan: { outstandingBalance: '31250.40' } });
    expect(figure('Amount borrowed less the fee')).toBe('$48,750.00');
    expect(figure('Outstanding balance of your current loan')).toBe('$31,250.40');
    expect(help('Outstanding balance of your current loan')).toBe('The balance we last recorded for it.');
    expect(figure('Payoff of your current loan')).toBe('$31,250.40');
    expect(help('Payoff of your current loan')).toBe('That balance, paid in full from this loan before the rest reaches you.');
    expect(figure('Amount paid to your account')).toBe('$17,499.60');
    expect(help('Amount paid to your account')).toBe('The loan amount less the fee and the payoff.');
    const labels = screen.getAllByText(/current loan|paid to your account/).map((node) => node.textContent);
    expect(labels).toEqual(['Outstanding balance of your current loan', 'Payoff of your current loan', 'Amount paid to your account']);
  });

  it('do not call a payoff the balance when the two differ', () => {
    renderFigures({ priced: renewalPriced, renewedLoan: { outstandingBalance: '30000.00' } });
    expect(figure('Outstanding balance of your current loan')).toBe('$30,000.00');
    expect(help('Payoff of your current loan')).toBe('Paid from this loan before the rest reaches you.');
  });

  it('show no renewal rows for a new loan, and the net amount still', () => {
    renderFigures({ priced: priceOffer({ ...terms, ...pricing }) });
    expect(screen.queryByTestId('offer-Outstanding balance of your current loan')).toBeNull();
    expect(screen.queryByTestId('offer-Payoff of your current loan')).toBeNull();
    expect(figure('Amount paid to your account')).toBe('$48,750.00');
    expect(help('Amount paid to your account')).toBeUndefined();
  });

  it("write the first repayment's day as the product's locale does: dd/mm/yyyy in en-AU, MM/DD/YYYY in en-US", () => {
    const priced = priceOffer({ ...terms, ...pricing });
    const [y, m, d] = priced.schedule[0].date.split('-');
    const { unmount } = renderFigures({ priced });
    expect(figure('First repayment')).toBe(`${d}/${m}/${y}`);
    unmount();
    renderFigures({ priced, locale: 'en-US' });
    expect(figure('First repayment')).toBe(`${m}/${d}/${y}`);
  });

  it('list the answers the journey names, leaving out one not given', () => {
    const answers = [
      { label: 'Your current overdraft limit', pointer: '/fundingNeeds/overdraftLimit', format: 'money' as const },
      { label: 'Collateral', pointer: '/fundingNeeds/collateralNote' },
      { label: 'Trading name', pointer: '/business/tradingName' },
    ];
    const rows = offerAnswerRows({ fundingNeeds: { overdraftLimit: 15000, collateralNote: '' }, business: { tradingName: 'Harbour Cafe' } }, answers);
    expect(rows).toEqual([
      { label: 'Your current overdraft limit', value: '$15,000.00' },
      { label: 'Trading name', value: 'Harbour Cafe' },
    ]);
    // No overdraft is an answer too: $0.00, not a missing row.
    expect(offerAnswerRows({ fundingNeeds: { overdraftLimit: 0 } }, answers)).toEqual([{ label: 'Your current overdraft limit', value: '$0.00' }]);
    expect(offerAnswerRows(undefined, answers)).toEqual([]);
    renderFigures({ priced: renewalPriced, answers: rows });
    expect(figure('Your current overdraft limit')).toBe('$15,000.00');
  });
});

describe("the renewal's approved offer screen", () => {
  const cj = journeyOf('renewal-tl')!;
  const step = cj.step('ApprovedOffer');
  const offer: OfferView = {
    offerId: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    minAmount: 33000,
    maxAmount: 100000,
    amountStep: 1000,
    terms: { unit: 'months', values: [6, 12] },
    paymentPeriods: ['WEEKLY'],
    tier: 'A',
    ...pricing,
    expiresAt: '2026-12-10T00:00:00.000Z',
    payoffAmount: '31250.40',
    renewedLoan: { outstandingBalance: '31250.40' },
    suggested: terms,
  };

  function renderScreen(data: Record<string, unknown>) {
    const props = {
      journey: cj,
      step,
      props: step.screenProps as unknown as ApprovedOfferProps,
      application: { id: offer.offerId, status: 'APPROVED', stage: 'OfferAccepted', version: 4, data },
      ...screenSettings,
      services: { offers: { load: async () => ({ offers: [offer], decision: null }) } } as unknown as ScreenServices,
    } satisfies ScreenProps<ApprovedOfferProps>;
    return renderInApp(<ApprovedOffer {...props} />);
  }

  it("shows the journey's overdraft row from the application's answers, with the balance, payoff and net amount", async () => {
    renderScreen({ fundingNeeds: { overdraftLimit: 20000 } });
    expect((await screen.findByTestId('offer-Your current overdraft limit')).textContent).toBe('$20,000.00');
    expect(figure('Outstanding balance of your current loan')).toBe('$31,250.40');
    expect(figure('Payoff of your current loan')).toBe('$31,250.40');
    expect(figure('Amount paid to your account')).toBe('$17,499.60');
  });

  it('leaves the overdraft row out when the application has no such answer', async () => {
    renderScreen({});
    await screen.findByTestId('offer-Outstanding balance of your current loan');
    expect(screen.queryByTestId('offer-Your current overdraft limit')).toBeNull();
  });
});
