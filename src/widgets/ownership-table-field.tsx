/**
 * The ownership summary (spec 01 section 2, 'Additional owners'): each owner's name, title and
 * share, a link to their section (none for the primary owner), and the total, marked incorrect
 * above the most owners may hold together. It shows data and stores nothing. ui:options name where
 * the owners are: `primaryOwner` (a pointer into the application document) and `otherOwners` (a
 * list field of the form), and `maxTotal`, the journey's limit by `$ref` (without it nothing is
 * marked). It subscribes to its rows alone: a keystroke in an owner's street re-renders nothing here.
 */
import { Link, Text } from '@chakra-ui/react';
import { Table } from './later/table';
import type { FieldProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { useCallback } from 'react';
import { useFormSelector, type FormView } from './form-view';

export interface OwnershipRow {
  key: string;
  name: string;
  title: string;
  percent: number;
  /** Id of the element the jump link focuses; none for the primary owner. */
  targetId?: string;
}

interface OwnershipSource {
  formData?: Record<string, unknown>;
  document?: Record<string, unknown>;
}

type Person = Record<string, unknown>;

function at(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, token) => (node && typeof node === 'object' ? (node as Person)[token] : undefined), doc);
}

function titleLabel(schema: unknown, value: unknown): string {
  const s = (schema ?? {}) as { enum?: unknown[]; enumNames?: string[] };
  const i = s.enum?.indexOf(value) ?? -1;
  return i >= 0 ? (s.enumNames?.[i] ?? String(value)) : '';
}

export function ownershipRows(context: OwnershipSource, primaryOwner: string, otherOwners: string, itemsSchema: unknown): OwnershipRow[] {
  const name = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ');
  const primary = (at(context.document, primaryOwner) ?? {}) as Person;
  const others = (context.formData?.[otherOwners] ?? []) as Person[];
  const titleSchema = (itemsSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.responsibilityTitle;
  return [
    { key: 'primary', name: name(primary), title: 'Applicant', percent: Number(primary.percentOwnership) },
    ...others.map((p, i) => ({
      key: String(p.uid ?? i),
      name: name(p),
      title: p.hasResponsibility ? titleLabel(titleSchema, p.responsibilityTitle) : '',
      percent: Number(p.percentOwnership),
      targetId: `root_${otherOwners}_${i}__title`,
    })),
  ];
}

/** Whether two lists of rows show the same (so the table keeps the rows it shows). */
function sameRows(a: OwnershipRow[], b: OwnershipRow[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (row, i) =>
        row.key === b[i].key && row.name === b[i].name && row.title === b[i].title && Object.is(row.percent, b[i].percent) && row.targetId === b[i].targetId,
    )
  );
}

export function OwnershipTableField({ registry, schema, uiSchema, fieldPathId, errorSchema }: FieldProps) {
  const {
    primaryOwner = '/owners/0',
    otherOwners = 'coOwners',
    maxTotal,
  } = getUiOptions(uiSchema) as { primaryOwner?: string; otherOwners?: string; maxTotal?: number };
  const itemsSchema = (registry.rootSchema.properties?.[otherOwners] as { items?: unknown } | undefined)?.items;
  const selectRows = useCallback((view: FormView) => ownershipRows(view, primaryOwner, otherOwners, itemsSchema), [primaryOwner, otherOwners, itemsSchema]);
  const rows = useFormSelector(registry, selectRows, sameRows);
  const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.percent) ? row.percent : 0), 0);
  const over = typeof maxTotal === 'number' && total > maxTotal;
  const ownership = { rows };
  const jump = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target?.focus({ preventScroll: true });
  };
  return (
    // The error summary links here (the ownership total's errors): focusable by script, not in the tab order.
    <Table.Root
      id={fieldPathId.$id}
      tabIndex={-1}
      aria-describedby={errorSchema?.__errors?.length ? errorId(fieldPathId) : undefined}
      size="sm"
      variant="outline"
      aria-label={String(schema.title ?? 'Ownership summary')}
    >
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="2">
        {String(schema.title ?? 'Ownership summary')}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Title</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Ownership</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>Section</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ownership.rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell>{row.name || '—'}</Table.Cell>
            <Table.Cell>{row.title || '—'}</Table.Cell>
            <Table.Cell textAlign="end">{Number.isFinite(row.percent) ? `${row.percent}%` : '—'}</Table.Cell>
            <Table.Cell>
              {row.targetId ? (
                <Link href={`#${row.targetId}`} onClick={jump(row.targetId)} color="brand.fg">
                  Go to {row.name || 'owner'}
                </Link>
              ) : (
                <Text as="span" color="fg.muted" aria-disabled="true">
                  You
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell colSpan={2} fontWeight="semibold">
            Total ownership
          </Table.Cell>
          {/* red.700 as every field's error: fg.error (red.500) is under 4.5:1 on the footer's background. */}
          <Table.Cell textAlign="end" fontWeight="semibold" color={over ? 'red.700' : undefined} aria-invalid={over || undefined}>
            {total}%{over ? ` (more than ${maxTotal}%)` : ''}
          </Table.Cell>
          <Table.Cell />
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
