/** Every figure of the priced terms (spec 02 'Offer screen fields'), and the schedule on request. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Collapsible } from '../../widgets/later/collapsible';
import { DataList } from '../../widgets/later/data-list';
import type { PricedOffer } from '../../engine/offers/offer.types';
import type { OfferView } from '../../engine/contract/offers.contract';
import { formatMoney } from '../../engine/money/format-money';
import { perPaymentPeriod } from '../../engine/offers/payment-period-label';
import { formatCalendarDate } from '../../engine/dates/format-calendar-date';
import { RepaymentScheduleTable } from '../repayment-schedule-table';

interface Row {
  label: string;
  value: string;
  /** Said under the value: where a figure comes from. */
  help?: string;
  emphasised?: boolean;
}

export interface OfferFiguresProps {
  priced: PricedOffer;
  /** The product's locale: how its dates are written (formatCalendarDate). */
  locale: string;
  /** A renewal's current loan, as the offer view carries it. */
  renewedLoan?: OfferView['renewedLoan'];
  /** Answers of the application the journey asks to repeat (offer-answers.ts). */
  answers?: { label: string; value: string }[];
}

/** A renewal's rows: its current loan's balance, the payoff of it, and what is left of the loan after the fee. */
function renewalRows(priced: PricedOffer, renewedLoan: OfferFiguresProps['renewedLoan']): Row[] {
  if (!(Number(priced.payoffAmount) > 0)) return [];
  const balance = renewedLoan?.outstandingBalance;
  // The payoff is the balance as last reported (offers.contract.ts), so it is said to be just that.
  const payoffIsBalance = balance !== undefined && Number(balance) === Number(priced.payoffAmount);
  return [
    { label: 'Amount borrowed less the fee', value: formatMoney(priced.disbursementAmount) },
    ...(balance !== undefined
      ? [{ label: 'Outstanding balance of your current loan', value: formatMoney(balance), help: 'The balance we last recorded for it.' }]
      : []),
    {
      label: 'Payoff of your current loan',
      value: formatMoney(priced.payoffAmount),
      help: payoffIsBalance ? 'That balance, paid in full from this loan before the rest reaches you.' : 'Paid from this loan before the rest reaches you.',
    },
  ];
}

export function OfferFigures({ priced, locale, renewedLoan, answers = [] }: OfferFiguresProps) {
  const renewal = renewalRows(priced, renewedLoan);
  const rows: Row[] = [
    { label: 'Number of repayments', value: String(priced.numberOfPayments) },
    { label: 'Annual interest rate', value: `${priced.annualRatePercent.toFixed(2)}%` },
    { label: 'Total interest', value: formatMoney(priced.totalInterest) },
    { label: 'Origination fee', value: formatMoney(priced.originationFee) },
    // A renewal pays off the loan it replaces from the disbursement (spec 02 'Offer screen fields').
    ...renewal,
    {
      label: 'Amount paid to your account',
      value: formatMoney(priced.netFundedAmount),
      help: renewal.length ? 'The loan amount less the fee and the payoff.' : undefined,
      emphasised: renewal.length > 0,
    },
    { label: 'Total repayment', value: formatMoney(priced.totalRepayment) },
    { label: 'Total cost of the loan', value: formatMoney(priced.totalLoanCost) },
    { label: 'First repayment', value: formatCalendarDate(priced.schedule[0]?.date ?? '', locale) },
    ...answers,
  ];
  return (
    <Stack gap="4" aria-live="polite">
      <Box bg="brand.subtle" borderRadius="md" p="4">
        <Text color="fg.muted">Repayment</Text>
        <Text fontSize="3xl" fontWeight="bold" data-testid="offer-payment">
          {formatMoney(priced.paymentAmount)}
          <Text as="span" fontSize="md" fontWeight="normal">
            {' '}
            {perPaymentPeriod(priced.paymentPeriod)}
          </Text>
        </Text>
      </Box>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(({ label, value, help, emphasised }, i) => (
          <DataList.Item key={`${i}-${label}`} alignItems="flex-start">
            {/* The help goes under the label, so the figures stay one column of single lines, at 360 px too. */}
            {/* The label column is 14rem, on a phone what the figure leaves; it wraps, the figure never does. */}
            <DataList.ItemLabel minW="0" flex={{ base: '1', sm: '0 0 14rem' }} flexDirection="column" alignItems="flex-start" gap="0.5">
              <Text as="span" fontWeight={emphasised ? 'semibold' : undefined} color={emphasised ? 'fg' : undefined}>
                {label}
              </Text>
              {help && (
                <Text as="span" fontSize="sm" color="fg.muted" data-testid={`offer-help-${label}`}>
                  {help}
                </Text>
              )}
            </DataList.ItemLabel>
            <DataList.ItemValue data-testid={`offer-${label}`} whiteSpace="nowrap" flexShrink={0} fontWeight={emphasised ? 'bold' : undefined}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Collapsible.Root lazyMount unmountOnExit>
        <Collapsible.Trigger asChild>
          <Button variant="outline" size="sm" alignSelf="flex-start">
            Repayment schedule
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Heading as="h2" size="md" mt="4" mb="2">
            Repayment schedule
          </Heading>
          <RepaymentScheduleTable schedule={priced.schedule} locale={locale} label="Repayment schedule, scrollable" />
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
