/** Every figure of the priced terms (spec 02 'Offer screen fields'), and the schedule on request. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Collapsible } from '../../widgets/later/collapsible';
import { DataList } from '../../widgets/later/data-list';
import { Table } from '../../widgets/later/table';
import type { PricedOffer } from '../../engine/offers/offer.types';
import { formatDate, formatMoney } from './money';

const PER: Record<PricedOffer['paymentPeriod'], string> = { DAILY: 'business day', WEEKLY: 'week', MONTHLY: 'month' };

export function OfferFigures({ priced }: { priced: PricedOffer }) {
  const rows: [string, string][] = [
    ['Number of repayments', String(priced.numberOfPayments)],
    ['Annual interest rate', `${priced.annualRatePercent.toFixed(2)}%`],
    ['Total interest', formatMoney(priced.totalInterest)],
    ['Origination fee', formatMoney(priced.originationFee)],
    // A renewal pays off the loan it replaces from the disbursement (spec 02 'Offer screen fields').
    ...(Number(priced.payoffAmount) > 0
      ? ([
          ['Amount borrowed less the fee', formatMoney(priced.disbursementAmount)],
          ['Payoff of your current loan', formatMoney(priced.payoffAmount)],
        ] as [string, string][])
      : []),
    ['Amount paid to your account', formatMoney(priced.netFundedAmount)],
    ['Total repayment', formatMoney(priced.totalRepayment)],
    ['Total cost of the loan', formatMoney(priced.totalLoanCost)],
    ['First repayment', formatDate(priced.schedule[0]?.date ?? '')],
  ];
  return (
    <Stack gap="4" aria-live="polite">
      <Box bg="brand.subtle" borderRadius="md" p="4">
        <Text color="fg.muted">Repayment</Text>
        <Text fontSize="3xl" fontWeight="bold" data-testid="offer-payment">
          {formatMoney(priced.paymentAmount)}
          <Text as="span" fontSize="md" fontWeight="normal">
            {' '}
            per {PER[priced.paymentPeriod]}
          </Text>
        </Text>
      </Box>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="14rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`offer-${label}`}>{value}</DataList.ItemValue>
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
          <Box maxH="24rem" overflowY="auto" borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Repayment schedule, scrollable">
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
                {priced.schedule.map((row) => (
                  <Table.Row key={row.number}>
                    <Table.Cell>{row.number}</Table.Cell>
                    <Table.Cell>{formatDate(row.date)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(row.payment)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(row.balance)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}
