/**
 * The console's one-form pages (adding staff, changing a password): a narrow column holding the
 * form, its heading (which names the form for assistive technology), a short explanation and the
 * refusal, above the page's own fields.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert } from '../errors/failure-alert';

export interface ConsoleFormProps {
  /** The heading's id, which labels the form. */
  id: string;
  title: string;
  intro: ReactNode;
  error: string | null | undefined;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

export function ConsoleForm({ id, title, intro, error, onSubmit, children }: ConsoleFormProps) {
  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="6">
      <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
        <Heading as="h1" size="2xl" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
        <FailureAlert message={error} />
        {children}
      </form>
    </Stack>
  );
}
