/**
 * The loan agreement, generated from the accepted terms: the parties, the schedule of terms, the
 * account the loan is paid into (only its last digits), the repayment schedule's first and last
 * payments, the terms, and who signs. Its SHA-256 is what every signature records.
 */
import type { PricedOffer } from '../../../engine/offers/offer.types';
import { formatMoney as money } from '../../../engine/money/format-money';
import { repaymentsText, termLength } from '../../../engine/offers/payment-period-label';
import type { AgreementSigner } from '../../../engine/checkout/signers';
import { bankCodeText } from '../../../engine/checkout/bank-account';
import { formatCalendarDate } from '../../../engine/dates/format-calendar-date';
import { PdfWriter } from './pdf-writer';

export interface AgreementFacts {
  lenderName: string;
  applicationId: string;
  business: { legalName: string; abn?: string };
  terms: PricedOffer;
  account: { bankName: string; bsb?: string; routingNumber?: string; accountNumberMasked: string };
  signers: readonly AgreementSigner[];
  /** yyyy-MM-dd: the day every owner must sign on. */
  signingDate: string;
  /** The product's locale: its dates print as its readers write them (en-AU 27/03/2027, en-US 03/27/2027). */
  locale: string;
}

export async function renderAgreement(facts: AgreementFacts): Promise<Uint8Array> {
  const { terms } = facts;
  const date = (isoDate: string) => formatCalendarDate(isoDate, facts.locale);
  const writer = await PdfWriter.create('Business Loan Agreement', facts.lenderName);
  writer.heading('Business Loan Agreement', 20);
  writer.paragraph(
    `Between ${facts.lenderName} (the lender) and ${facts.business.legalName}${facts.business.abn ? `, ABN ${facts.business.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')}` : ''} (the borrower).`,
  );
  writer.paragraph(`Application ${facts.applicationId}. To be signed by every signatory below on ${date(facts.signingDate)}.`);
  writer.heading('Schedule of terms', 13);
  writer.row('Loan amount', money(terms.loanAmount));
  writer.row('Term', termLength(terms.term, terms.termUnit));
  writer.row('Repayments', repaymentsText(terms));
  writer.row('Annual interest rate', `${terms.annualRatePercent}%`);
  writer.row('Origination fee', money(terms.originationFee));
  if (Number(terms.payoffAmount) > 0) writer.row('Paid off the loan this renews', money(terms.payoffAmount));
  writer.row('Amount paid to the borrower', money(terms.netFundedAmount ?? terms.disbursementAmount));
  writer.row('Total interest', money(terms.totalInterest));
  writer.row('Total repayment', money(terms.totalRepayment));
  writer.row('Total loan cost', money(terms.totalLoanCost));
  const first = terms.schedule[0];
  const last = terms.schedule[terms.schedule.length - 1];
  if (first && last) {
    writer.row('First repayment', `${date(first.date)}: ${money(first.payment)}`);
    writer.row('Last repayment', `${date(last.date)}: ${money(last.payment)}`);
  }
  writer.heading('Account for payment and repayments', 13);
  writer.row('Bank', facts.account.bankName);
  const code = bankCodeText(facts.account);
  writer.row(code.label, code.text);
  writer.row('Account number', facts.account.accountNumberMasked);
  writer.heading('Terms', 13);
  for (const clause of CLAUSES) writer.paragraph(clause);
  writer.heading('Signatories', 13);
  for (const signer of facts.signers) {
    writer.row(`${signer.firstName} ${signer.lastName}`, signer.index === 0 ? 'Applicant' : `Owner, ${signer.percentOwnership}%`);
  }
  writer.paragraph(
    'Each signatory signs electronically. The signing certificate attached on completion records who signed, when, from which address, and the SHA-256 of this agreement as signed.',
  );
  return writer.save();
}

const CLAUSES = [
  '1. The lender pays the amount paid to the borrower into the account above within one business day after every signatory has signed.',
  '2. The borrower repays the total repayment by the repayments in the schedule of terms, debited from the account above. A debit that falls on a day that is not a business day is made on the next business day.',
  '3. The borrower may repay the loan early; the lender will tell the borrower the payoff amount on request.',
  "4. Each signatory who is an owner of the borrower guarantees the borrower's obligations under this agreement.",
  '5. Every signatory must sign on the date shown above. If any signatory has not signed by the end of that day, this agreement lapses and the offer must be confirmed again.',
];
