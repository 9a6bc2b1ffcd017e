/**
 * A staff member changes their own password: the current one again, the new one twice. The
 * server's rule decides (its refusal is shown as it says it); their other sessions end.
 */
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../api/http';
import { ConsoleForm } from './console-form';
import { changeOwnPassword } from './ops-api';
import { useFormSubmission } from './use-form-submission';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  const refusal = error instanceof ApiError && error.status === 400 ? error.error?.message : undefined;
  if (refusal) return refusal;
  return 'We could not change your password just now. Please try again.';
}

export function OpsPasswordPage() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, send } = useFormSubmission(refusalText);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!currentPassword || !newPassword) return setError('Please enter your current password and the new one.');
    if (newPassword !== confirmation) return setError('The new password and its confirmation differ. Please type it again.');
    await send(async () => {
      await changeOwnPassword({ currentPassword, newPassword });
      setDone(true);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
    });
  }

  return (
    <ConsoleForm
      id="password-heading"
      title="Change your password"
      intro="At least 8 characters, with upper and lower case letters and a number. Your other sessions will end."
      error={error}
      onSubmit={submit}
    >
      {done && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your password is changed. Any other session of yours has ended.</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root required>
        <Field.Label>Current password</Field.Label>
        <Input type="password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} autoComplete="current-password" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>New password</Field.Label>
        <Input type="password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoComplete="new-password" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>New password again</Field.Label>
        <Input type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
      </Field.Root>
      <Stack direction="row" gap="4" alignItems="center">
        <Button type="submit" colorPalette="brand" loading={busy}>
          Change password
        </Button>
        <RouterLink to="/ops">Back to applications</RouterLink>
      </Stack>
    </ConsoleForm>
  );
}
