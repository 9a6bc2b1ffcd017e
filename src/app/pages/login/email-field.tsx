import { Field, Input } from '@chakra-ui/react';

/** The account's e-mail address, as the sign-in and reset forms ask for it. */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>E-mail</Field.Label>
      <Input type="email" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="username" />
    </Field.Root>
  );
}
