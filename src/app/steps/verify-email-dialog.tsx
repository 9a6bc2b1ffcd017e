/**
 * A returning applicant proves the mailbox before anything about the account is told: the server
 * mails a code, and only with it says whether they may re-apply. Knowing someone's e-mail is not
 * enough to learn about their applications, nor to set their password.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../widgets/later/dialog';
import { DialogActions, TitledDialog } from '../../widgets/later/titled-dialog';
import { useState } from 'react';
import { passwordProblem } from '../../engine/validation/password-rule';
import { messageText, type MessageCatalogue } from '../../engine/validation/messages';
import { requestReapplicationCode } from '../api/accounts';
import { ApiError } from '../api/http';
import { reapplicationOutcome, setPasswordAndSignIn, type ReapplicationOutcome } from './start-application';

export interface VerifyEmailDialogProps {
  email: string;
  catalogue: MessageCatalogue;
  /** The applicant may not start a new application: where the check leads instead. */
  onRefused: (outcome: Extract<ReapplicationOutcome, { kind: 'reapplication' }>) => void;
  /** The password is set and the applicant signed in. */
  onVerified: () => void;
  onCancel: () => void;
}

const TRY_AGAIN = 'Something went wrong. Please try again.';

function refusalText(error: unknown): string {
  if (!(error instanceof ApiError)) return TRY_AGAIN;
  if (error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  if (error.reason === 'invalid_code') return 'That code is not right or has expired. Please check the latest e-mail we sent.';
  // The server's own words for a password it refuses (e.g. a common one).
  const message = error.error?.message;
  return (error.status === 400 || error.status === 409) && message !== undefined ? message : TRY_AGAIN;
}

export function VerifyEmailDialog({ email, catalogue, onRefused, onVerified, onCancel }: VerifyEmailDialogProps) {
  const [code, setCode] = useState('');
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await work();
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (verifiedCode === null) {
      const entered = code.trim();
      if (!/^\d{6}$/.test(entered)) return setError('Please enter the 6 digit code from the e-mail.');
      return attempt(async () => {
        const outcome = await reapplicationOutcome(email, entered);
        if (outcome.kind === 'reapplication') onRefused(outcome);
        else setVerifiedCode(entered);
      });
    }
    const problem = passwordProblem(password);
    if (problem) return setError(messageText(catalogue, problem));
    return attempt(async () => {
      await setPasswordAndSignIn(email, verifiedCode, password);
      onVerified();
    });
  }

  const resend = () =>
    attempt(async () => {
      await requestReapplicationCode(email);
      setNotice('We have sent a new code. Please use the latest one.');
    });

  return (
    <TitledDialog
      open
      onOpenChange={(d) => !d.open && onCancel()}
      placement="center"
      title="Welcome back"
      contentProps={{ as: 'form', onSubmit: (event) => void submit(event) }}
    >
      <Dialog.Body>
        {verifiedCode === null ? (
          <Stack gap="4">
            <Text>
              This e-mail is already registered with us. We've e-mailed a 6 digit code to <strong>{email}</strong>. Enter it to continue.
            </Text>
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>Code from the e-mail</Field.Label>
              <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
              {notice && <Field.HelperText>{notice}</Field.HelperText>}
            </Field.Root>
            <Button variant="plain" alignSelf="flex-start" px="0" onClick={resend} disabled={busy}>
              Send a new code
            </Button>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text>Thanks. Choose a password to continue your new application.</Text>
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>New password</Field.Label>
              <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
              <Field.HelperText>At least 8 characters, with upper and lower case letters and a number.</Field.HelperText>
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}
      </Dialog.Body>
      <DialogActions cancelLabel="Cancel" onCancel={onCancel} actionLabel="Continue" busy={busy} />
    </TitledDialog>
  );
}
