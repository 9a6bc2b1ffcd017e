/**
 * Finding applications: words (an e-mail, an id, a business name or ABN as answered), status,
 * product and creation days; the filters live in the address, so Back and a shared link keep them.
 * Newest first, 25 at a time, more on request.
 */
import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../widgets/later/native-select';
import { Table } from '../../widgets/later/table';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { OpsApplicationQuery } from '../../engine/contract/ops-console.contract';
import { lifecycleStatuses, stagesOfStatus } from '../../engine/lifecycle/lifecycle';
import { FailureAlert } from '../errors/failure-alert';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { loadedJourneys } from '../journeys/compiled-journeys';
import { findApplications } from './ops-api';
import { dateTime, titleOf } from './ops-format';

const FILTERS = ['q', 'status', 'stage', 'product', 'createdFrom', 'createdTo'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

// The console shows once every journey has arrived (build-routes.tsx): read when a page renders.
const statusesOf = (journeys: readonly CompiledJourney[]) => [...new Set(journeys.flatMap((cj) => lifecycleStatuses(cj.journey)))].sort();
/** The stages of a status (of every status when none is chosen), across the products. */
const stagesOf = (journeys: readonly CompiledJourney[], status: string) =>
  [...new Set(journeys.flatMap((cj) => (status ? [status] : lifecycleStatuses(cj.journey)).flatMap((s) => stagesOfStatus(cj.journey, s))))].sort();

export function OpsSearchPage() {
  const journeys = loadedJourneys();
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Filters;
  const [draft, setDraft] = useState<Filters>(applied);
  const results = useInfiniteQuery({
    queryKey: ['ops', 'applications', applied],
    queryFn: ({ pageParam }) => findApplications({ ...(applied as OpsApplicationQuery), after: pageParam, limit: 25 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const rows = results.data?.pages.flatMap((page) => page.items) ?? [];

  function search(event: React.FormEvent) {
    event.preventDefault();
    setParams(
      Object.fromEntries(
        Object.entries(draft)
          .filter(([, value]) => value.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    );
  }
  const set = (name: keyof Filters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [name]: event.target.value });

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Applications
      </Heading>
      <Box asChild borderWidth="1px" borderRadius="md" p="4">
        <form onSubmit={search} role="search" aria-label="Find applications" noValidate>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>E-mail, application id, business name or ABN</Field.Label>
              <Input value={draft.q} onChange={set('q')} maxLength={100} />
            </Field.Root>
            <HStack gap="4" flexWrap="wrap" alignItems="flex-end">
              <Field.Root w={{ base: 'full', md: '56' }}>
                <Field.Label>Status</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={draft.status}
                    onChange={(e) =>
                      setDraft({ ...draft, status: e.target.value, stage: stagesOf(journeys, e.target.value).includes(draft.stage) ? draft.stage : '' })
                    }
                  >
                    <option value="">Any status</option>
                    {statusesOf(journeys).map((status) => (
                      <option key={status} value={status}>
                        {titleOf(status)} ({status})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root w={{ base: 'full', md: '56' }}>
                <Field.Label>Stage</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.stage} onChange={set('stage')}>
                    <option value="">Any stage</option>
                    {stagesOf(journeys, draft.status).map((stage) => (
                      <option key={stage} value={stage}>
                        {stage}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root w={{ base: 'full', md: '56' }}>
                <Field.Label>Product</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.product} onChange={set('product')}>
                    <option value="">Any product</option>
                    {journeys.map(({ journey }) => (
                      <option key={journey.product} value={journey.product}>
                        {journey.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root w={{ base: 'full', md: '44' }}>
                <Field.Label>Created from</Field.Label>
                <Input type="date" value={draft.createdFrom} onChange={set('createdFrom')} />
              </Field.Root>
              <Field.Root w={{ base: 'full', md: '44' }}>
                <Field.Label>Created to</Field.Label>
                <Input type="date" value={draft.createdTo} onChange={set('createdTo')} />
              </Field.Root>
              <Button type="submit" colorPalette="brand">
                Search
              </Button>
            </HStack>
          </Stack>
        </form>
      </Box>
      <FailureAlert message={results.error ? 'We could not search just now. Please try again.' : null} />
      {results.isSuccess && rows.length === 0 && <Text>No application matches these filters.</Text>}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Applications found">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Applicant</Table.ColumnHeader>
                <Table.ColumnHeader>Product</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <RouterLink to={`/ops/applications/${row.id}`} style={{ textDecoration: 'underline' }}>
                      {row.applicantName || row.email}
                    </RouterLink>
                    <Text color="fg.muted" fontSize="xs">
                      {row.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{row.product}</Table.Cell>
                  <Table.Cell>
                    {titleOf(row.status)}
                    <Text color="fg.muted" fontSize="xs">
                      {row.status} · {row.stage}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{dateTime.format(new Date(row.createdAt))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {results.hasNextPage && (
        <Button alignSelf="flex-start" variant="outline" onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
