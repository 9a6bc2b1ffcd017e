/** A month a statement starts or ends with, chosen from those the server accepts. */
import { Field, NativeSelect } from '@chakra-ui/react';
import { monthLabel } from './months';

interface MonthSelectProps {
  label: string;
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  invalid: boolean;
  error?: string | null;
}

export function MonthSelect({ label, months, value, onChange, invalid, error }: MonthSelectProps) {
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
