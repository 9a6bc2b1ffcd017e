/**
 * The repayment schedule of the accepted terms: each repayment's date, amount and the principal
 * still owed after it. The rows scroll inside their box, so a daily schedule of hundreds of
 * payments does not make the page endless, and the table scrolls sideways on a narrow phone.
 */
import { Box, Text } from '@chakra-ui/react';
import type { DecisionView } from '../../../engine/contract/offers.contract';
import { formatMoney } from '../../../engine/money/format-money';
import { repaymentsText } from '../../../engine/offers/payment-period-label';
import { formatDate } from '../../../screens/format-date';
import { Table } from '../../../widgets/later/table';

type AcceptedTerms = NonNullable<DecisionView['acceptedTerms']>;

export function RepaymentSchedule({ terms }: { terms: AcceptedTerms }) {
  const first = terms.schedule[0];
  return (
    <>
      <Text>
        {repaymentsText(terms)}
        {first ? `, the first on ${formatDate(first.date)}.` : '.'} Total repayment {formatMoney(terms.totalRepayment)}.
      </Text>
      <Box maxH="24rem" overflow="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Repayment schedule table">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>No.</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Repayment</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Still owed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {terms.schedule.map((row) => (
              <Table.Row key={row.number}>
                <Table.Cell>{row.number}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(row.date)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(row.payment)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(row.balance)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
