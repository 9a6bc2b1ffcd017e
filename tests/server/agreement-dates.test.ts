/**
 * The agreement prints its dates as the product's readers write them: an Australian product
 * dd/mm/yyyy, the US product MM/DD/YYYY (its journey says en-US), from the same stored days.
 */
import { expect, it } from 'vitest';
import { priceOffer } from '../../src/engine/offers/price-offer';
import { renderAgreement, type AgreementFacts } from '../../src/server/services/checkout/agreement-pdf';
import { businessDaysFrom } from '../../src/server/services/offers/business-days';
import { pdfText } from '../support/pdf-text';

const businessDays = businessDaysFrom('2027-04-13', 400);
const terms = priceOffer({
  loanAmount: 50000,
  term: 12,
  termUnit: 'months',
  paymentPeriod: 'WEEKLY',
  annualRatePercent: 14.95,
  originationFeePercent: 2.5,
  firstPaymentDate: businessDays[0],
  businessDays,
});
const facts = (locale: string): AgreementFacts => ({
  lenderName: 'Lender Pty Ltd',
  applicationId: 'a-1',
  business: { legalName: 'Bakery' },
  terms,
  account: { bankName: 'Bank', bsb: '032000', accountNumberMasked: '*****789' },
  signers: [{ index: 0, firstName: 'Dana', lastName: 'Rivera', email: 'dana@example.com', percentOwnership: 100 }],
  signingDate: '2027-03-27',
  locale,
});

it('prints the signing day and the repayments dd/mm/yyyy in en-AU and MM/DD/YYYY in en-US', async () => {
  const first = terms.schedule[0].date;
  const [y, m, d] = first.split('-');
  const au = await pdfText(await renderAgreement(facts('en-AU')));
  expect(au).toContain('signatory below on 27/03/2027.');
  expect(au).toContain(`First repayment ${d}/${m}/${y}`);
  const us = await pdfText(await renderAgreement(facts('en-US')));
  expect(us).toContain('signatory below on 03/27/2027.');
  expect(us).toContain(`First repayment ${m}/${d}/${y}`);
  expect(us).not.toContain('27/03/2027');
});
