/** The months the next statement covers: its first and last, chosen from those the server accepts. */
import { Box, Field, HStack, Text } from '@chakra-ui/react';
import { NativeSelect } from '../../widgets/later/native-select';
import { monthLabel } from './months';

interface MonthSelectProps {
  label: string;
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  invalid: boolean;
  error?: string | null;
}

function MonthSelect({ label, months, value, onChange, invalid, error }: MonthSelectProps) {
  return (
    <Field.Root maxW="44" invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface StatementPeriodProps {
  months: readonly string[];
  from: string;
  to: string;
  /** Why these months cannot be uploaded (the first after the last). */
  problem: string | null;
  onChange: (period: { from?: string; to?: string }) => void;
}

export function StatementPeriod({ months, from, to, problem, onChange }: StatementPeriodProps) {
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        Which months does the next statement cover?
      </Text>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <MonthSelect label="First month" months={months} value={from} onChange={(m) => onChange({ from: m })} invalid={Boolean(problem)} />
        <MonthSelect label="Last month" months={months} value={to} onChange={(m) => onChange({ to: m })} invalid={Boolean(problem)} error={problem} />
      </HStack>
    </Box>
  );
}
