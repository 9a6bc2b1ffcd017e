/** The agreement's schedule of terms on the signing page: what the signer commits to, in figures. */
import { Heading, Stack } from '@chakra-ui/react';
import { DataList } from '../../../widgets/later/data-list';
import { bankCodeText } from '../../../engine/checkout/bank-account';
import type { SigningSession } from '../../../engine/contract/checkout.contract';
import { formatMoney, formatWholeDollars } from '../../../engine/money/format-money';
import { repaymentsText, termLength } from '../../../engine/offers/payment-period-label';

export function AgreementTerms({ session }: { session: SigningSession }) {
  const { terms, account } = session;
  const rows: [string, string][] = [
    ['Loan amount', formatWholeDollars(terms.loanAmount)],
    ['Term', termLength(terms.term, terms.termUnit)],
    ['Repayments', repaymentsText(terms)],
    ['Annual interest rate', `${terms.annualRatePercent}%`],
    ['Origination fee', formatMoney(terms.originationFee)],
    ...(Number(terms.payoffAmount) > 0 ? ([['Paid off the current loan', formatMoney(terms.payoffAmount)]] as [string, string][]) : []),
    ['Paid to the business', formatMoney(terms.netFundedAmount)],
    ['Total repayment', formatMoney(terms.totalRepayment)],
  ];
  if (account) {
    const code = bankCodeText(account);
    rows.push(['Account', `${account.bankName}, ${code.label} ${code.text}, ${account.accountNumberMasked}`]);
  }
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        Schedule of terms
      </Heading>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minWidth="44">{label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
