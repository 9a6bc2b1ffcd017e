/**
 * The ownership table of confirm information (spec 02 section 2): each owner's name and share,
 * the share editable in place (digits only, at most three, never above 100), saved when the field
 * is left; a link to a co-owner's details (none for the primary owner, whose details are the
 * applicant's); the total, marked incorrect above the journey's most.
 */
import { Box, Button, Input, Text } from '@chakra-ui/react';
import { Table } from '../../widgets/later/table';
import { useState } from 'react';

export interface OwnershipRow {
  /** JSON Pointer of the owner's share in the application. */
  pointer: string;
  name: string;
  percent: string;
  primary: boolean;
}

interface Props {
  rows: OwnershipRow[];
  maxTotal: number;
  /** Saves one share; rejects with the server's message when it refuses it. */
  onSave(pointer: string, percent: string): Promise<void>;
  /** Opens the dialog with the co-owners' details. */
  onOpenOwner(): void;
}

/** Digits only, at most three of them, never above 100: what the field keeps of what is typed. */
export function keptShare(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 3);
  return digits === '' || Number(digits) <= 100 ? digits : previous;
}

export function OwnershipTable({ rows, maxTotal, onSave, onOpenOwner }: Props) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Record<string, string>>({});
  const valueOf = (row: OwnershipRow) => typed[row.pointer] ?? row.percent;
  const total = rows.reduce((sum, row) => sum + (Number(valueOf(row)) || 0), 0);
  const over = total > maxTotal;

  async function save(row: OwnershipRow) {
    const value = valueOf(row);
    if (value === row.percent || value === '') return;
    try {
      await onSave(row.pointer, value);
      setFailure(({ [row.pointer]: _gone, ...rest }) => rest);
      setTyped(({ [row.pointer]: _saved, ...rest }) => rest);
    } catch (error) {
      setFailure((f) => ({ ...f, [row.pointer]: error instanceof Error ? error.message : 'We could not save this share. Please try again.' }));
    }
  }

  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg">
          Ownership
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Owner</Table.ColumnHeader>
            <Table.ColumnHeader>Ownership (%)</Table.ColumnHeader>
            <Table.ColumnHeader>Details</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.pointer}>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  maxW="6rem"
                  inputMode="numeric"
                  maxLength={3}
                  aria-label={`Ownership of ${row.name} (%)`}
                  aria-invalid={Boolean(failure[row.pointer]) || undefined}
                  value={valueOf(row)}
                  onChange={(e) => setTyped((t) => ({ ...t, [row.pointer]: keptShare(e.target.value, valueOf(row)) }))}
                  onBlur={() => void save(row)}
                />
                {failure[row.pointer] && (
                  <Text color="fg.error" fontSize="sm" mt="1" role="alert">
                    {failure[row.pointer]}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" variant="plain" color="brand.fg" textDecoration="underline" disabled={row.primary} onClick={onOpenOwner}>
                  {row.primary ? 'You' : `Go to ${row.name}`}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell fontWeight="semibold">Total</Table.Cell>
            <Table.Cell colSpan={2} fontWeight="semibold" color={over ? 'fg.error' : undefined} aria-invalid={over || undefined}>
              {total}%{over ? ` — the total cannot be more than ${maxTotal}%` : ''}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
