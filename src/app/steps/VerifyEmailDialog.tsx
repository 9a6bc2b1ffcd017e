/**
 * A returning applicant proves the mailbox before choosing a password: a public call must never
 * let someone set the password of an account by knowing its e-mail.
 */
import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { logIn, setPasswordWithCode } from '../api/accounts';
import { ApiError } from '../api/http';
import { startSession } from '../session/session-store';

export interface VerifyEmailDialogProps {
  userId: string;
  email: string;
  onVerified: () => void;
  onCancel: () => void;
}

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

export function VerifyEmailDialog({ userId, email, onVerified, onCancel }: VerifyEmailDialogProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Please enter the 6 digit code from the e-mail.');
    if (!PASSWORD_RULE.test(password)) return setError('Your password must have at least 8 characters, with upper and lower case letters and a number.');
    setBusy(true);
    setError(null);
    try {
      await setPasswordWithCode(userId, password, code.trim());
      startSession(await logIn(email, password));
      onVerified();
    } catch (e) {
      setError(e instanceof ApiError && e.status === 400 ? 'That code is not right or has expired. Please check the latest e-mail we sent.' : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Welcome back</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  You have applied with us before. We've e-mailed a 6 digit code to <strong>{email}</strong>. Enter it and choose a password to
                  continue your new application.
                </Text>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>Code from the e-mail</Field.Label>
                  <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
                </Field.Root>
                <Field.Root invalid={Boolean(error)}>
                  <Field.Label>New password</Field.Label>
                  <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
                  <Field.HelperText>At least 8 characters, with upper and lower case letters and a number.</Field.HelperText>
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} type="button">
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy}>
                Continue
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
