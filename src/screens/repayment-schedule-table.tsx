/**
 * A priced offer's repayments, one row each, in a box that scrolls on its own: the offer's
 * customiser and the borrower's loan documents show the same table.
 */
import { Box } from '@chakra-ui/react';
import type { PricedOffer } from '../engine/offers/offer.types';
import { formatMoney } from '../engine/money/format-money';
import { Table } from '../widgets/later/table';
import { formatCalendarDate } from '../engine/dates/format-calendar-date';

export function RepaymentScheduleTable({ schedule, locale, label }: { schedule: PricedOffer['schedule']; locale: string; label: string }) {
  return (
    <Box maxH="24rem" overflowY="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Repayment</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance after</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {schedule.map((row) => (
            <Table.Row key={row.number}>
              <Table.Cell>{row.number}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatCalendarDate(row.date, locale)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(row.payment)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(row.balance)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
