/**
 * The repayment schedule of the accepted terms: each repayment's date, amount and the principal
 * still owed after it. The rows scroll inside their box, so a daily schedule of hundreds of
 * payments does not make the page endless, and the table scrolls sideways on a narrow phone.
 */
import { Text } from '@chakra-ui/react';
import type { DecisionView } from '../../../engine/contract/offers.contract';
import { formatMoney } from '../../../engine/money/format-money';
import { repaymentsText } from '../../../engine/offers/payment-period-label';
import { formatCalendarDate } from '../../../engine/dates/format-calendar-date';
import { RepaymentScheduleTable } from '../../../screens/repayment-schedule-table';

type AcceptedTerms = NonNullable<DecisionView['acceptedTerms']>;

export function RepaymentSchedule({ terms, locale }: { terms: AcceptedTerms; locale: string }) {
  const first = terms.schedule[0];
  return (
    <>
      <Text>
        {repaymentsText(terms)}
        {first ? `, the first on ${formatCalendarDate(first.date, locale)}.` : '.'} Total repayment {formatMoney(terms.totalRepayment)}.
      </Text>
      <RepaymentScheduleTable schedule={terms.schedule} locale={locale} label="Repayment schedule table" />
    </>
  );
}
