/**
 * Personal answers (those the journey lists in personalData, such as dates of birth) arrive masked; a staff member who needs them
 * says why and sees them for this page only. The server keeps who, when and the reason in the
 * application's history.
 */
import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '../../widgets/later/textarea';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PersonalDataReveal } from '../../engine/contract/ops-console.contract';
import { ApiError } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { revealPersonalData } from './ops-api';

export function OpsRevealPersonalData({ applicationId, onReveal }: { applicationId: string; onReveal: (values: PersonalDataReveal['values']) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealPersonalData(applicationId, reason.trim()),
    onSuccess: (answer) => {
      onReveal(answer.values);
      setOpen(false);
      setReason('');
    },
    onError: (error) => setProblem((error instanceof ApiError && error.error?.message) || 'The personal data could not be shown. Please try again.'),
  });

  if (!open) {
    return (
      <HStack gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Personal answers, such as dates of birth, are hidden.
        </Text>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Show personal data
        </Button>
      </HStack>
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (reason.trim().length < 3) return setProblem('Please say why you need them: the reason is kept in the history.');
    reveal.mutate();
  }

  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} aria-label="Show personal data" noValidate>
        <FailureAlert message={problem} />
        <Field.Root required>
          <Field.Label>Why do you need them?</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={2} />
          <Field.HelperText>Kept in this application's history with your name and the time.</Field.HelperText>
        </Field.Root>
        <HStack gap="3">
          <Button type="submit" size="sm" colorPalette="brand" loading={reveal.isPending}>
            Show
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
