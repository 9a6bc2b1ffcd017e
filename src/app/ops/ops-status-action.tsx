/**
 * Moving an application to another status, as the lifecycle allows from where it is (withdrawn by
 * the lender, declined, expired...), or re-opening an ended one where its `reopen` allows, with the
 * reason the audit keeps. The server checks the move
 * again, with the lifecycle's requirements (complete answers, a decision, accepted terms, an
 * agreement's terms); a refusal is said here and nothing is lost. When the server says the
 * requirement may be overridden, the form asks why, and sends that reason as the override.
 */
import { Button, Field, HStack, Stack } from '@chakra-ui/react';
import { Textarea } from '../../widgets/later/textarea';
import { NativeSelect } from '../../widgets/later/native-select';
import { useState } from 'react';
import type { ApplicationRecord } from '../../engine/contract/applications.contract';
import { hasCode } from '../../engine/contract/read-error-body';
import type { Journey } from '../../engine/journey/journey.types';
import { ApiError } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { changeStatus } from './ops-api';
import { useOpsAction } from './use-ops-action';
import { titleOf } from './ops-format';

export function OpsStatusAction({ journey, application }: { journey: Journey; application: ApplicationRecord }) {
  // A decision's statuses are reached by deciding (with its terms), never by a bare move.
  const decided = new Set(Object.values(journey.lifecycle.decided ?? {}));
  const moves = (journey.lifecycle.statuses[application.status]?.next ?? []).filter((status) => !decided.has(status));
  // An ended application the lifecycle lets staff re-open (the server checks it can stand).
  const reopenTo = journey.lifecycle.statuses[application.status]?.reopen ?? [];
  const [status, setStatus] = useState('');
  const [reason, setReason] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const {
    problem,
    setProblem,
    mutation: move,
  } = useOpsAction(
    (override: { reason: string } | undefined) => changeStatus(application.id, { status, reason: reason.trim(), ...(override ? { override } : {}) }),
    'The status could not be changed. Please try again.',
    () => {
      setStatus('');
      setReason('');
      setOverrideReason('');
    },
  );
  // The last refusal of this very move said staff may override it.
  const refusal = move.error instanceof ApiError ? move.error.error : undefined;
  const overridable =
    hasCode(refusal, 'APP_ERR_INCOMPLETE', 'APP_ERR_DECISION_MISSING', 'APP_ERR_TERMS_NOT_ACCEPTED') && refusal.overridable === true && refusal.to === status;
  if (moves.length === 0 && reopenTo.length === 0) return null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!status) return setProblem('Please choose the status to move to.');
    if (!reason.trim()) return setProblem('Please say why: the reason is kept with the change.');
    if (overridable && !overrideReason.trim()) return setProblem('Please say why the application moves without what it lacks.');
    move.mutate(overridable ? { reason: overrideReason.trim() } : undefined);
  }

  return (
    <Stack asChild gap="3" borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit} aria-label="Change the status" noValidate>
        <FailureAlert message={problem} />
        <HStack gap="4" alignItems="flex-start" flexWrap="wrap">
          <Field.Root w={{ base: 'full', md: '64' }} required>
            <Field.Label>Move to</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">Choose a status</option>
                {moves.map((next) => (
                  <option key={next} value={next}>
                    {titleOf(next)} ({next})
                  </option>
                ))}
                {reopenTo.length > 0 && (
                  <optgroup label="Re-open">
                    {reopenTo.map((next) => (
                      <option key={next} value={next}>
                        Re-open: {titleOf(next)} ({next})
                      </option>
                    ))}
                  </optgroup>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="1" minW="16rem" required>
            <Field.Label>Reason</Field.Label>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={2} />
          </Field.Root>
        </HStack>
        {overridable && (
          <Field.Root required>
            <Field.Label>Reason to override</Field.Label>
            <Textarea value={overrideReason} onChange={(e) => setOverrideReason(e.target.value)} maxLength={1000} rows={2} />
            <Field.HelperText>Kept in the staff audit and the application history.</Field.HelperText>
          </Field.Root>
        )}
        <Button type="submit" alignSelf="flex-start" colorPalette={overridable ? 'red' : 'brand'} loading={move.isPending}>
          {overridable ? 'Override and change status' : 'Change status'}
        </Button>
      </form>
    </Stack>
  );
}
