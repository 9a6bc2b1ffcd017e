/**
 * The sign-in pages' form: one heading, the fields, and one call at a time. While the call runs
 * the submit button shows it is busy (a second press does nothing); a refusal is put in words
 * by the page, which may instead show it at a field or go elsewhere.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';

export function AccountForm({ title, onSubmit, children }: { title: ReactNode; onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <Stack asChild gap="5" maxW="md" mx="auto">
      <form onSubmit={onSubmit} noValidate>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {children}
      </form>
    </Stack>
  );
}

/** `failure` is the page-level message; `refusal` returns none when the page handled the error itself. */
export function useAccountSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function run(call: () => Promise<void>, refusal: (error: unknown) => string | undefined) {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(refusal(error) ?? null);
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, setFailure, run };
}
