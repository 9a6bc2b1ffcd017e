/**
 * The page a reset link opens (`/login?reset_token=...&username=...`): choose a new password,
 * once. A used or expired link becomes the expired-access case; success ends any session in
 * this browser (the server ends them all) and asks the user to sign in.
 */
import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { confirmPasswordReset } from '../../api/password-reset';
import { endSession } from '../../session/session-store';
import { forgetUserData } from '../../session/sign-out';
import { passwordProblem } from '../../../engine/validation/password-rule';
import { expiredAccessText, loginUrl, passwordMessage } from './login-messages';
import { FailureAlert } from '../../errors/failure-alert';
import { AccountForm, useAccountSubmit } from './account-form';

interface FieldErrors {
  password?: string;
  confirmation?: string;
}

export function ChooseNewPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('reset_token') ?? '';
  const username = params.get('username');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, failure, run } = useAccountSubmit();

  function check(): FieldErrors {
    const found: FieldErrors = {};
    const problem = passwordProblem(password);
    if (problem) found.password = passwordMessage(problem);
    if (!confirmation) found.confirmation = passwordMessage('blankPasswordConfirmation');
    else if (confirmation !== password) found.confirmation = passwordMessage('confirmPassword');
    return found;
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.password || found.confirmation) return;
    await run(
      async () => {
        await confirmPasswordReset(token, password);
        endSession();
        forgetUserData(queryClient);
        void navigate(loginUrl({ successfully_reset: 'true', username }), { replace: true });
      },
      (error) => {
        const expired = error instanceof ApiError ? expiredAccessText(error.reason) : undefined;
        if (expired) {
          void navigate(loginUrl({ error_description: expired, username }), { replace: true });
          return undefined;
        }
        const refusal = error instanceof ApiError ? error.error : undefined;
        if (refusal?.code?.startsWith('AUTH_ERR_PASSWORD_') && refusal.message) {
          // The server's own words, e.g. for a password on its list of common ones.
          setErrors({ password: refusal.message });
          return undefined;
        }
        return error instanceof ApiError && error.reason === 'invalid_link'
          ? 'This link is not valid. Please use the latest link we sent you, or ask for a new one.'
          : 'We could not change your password just now. Please try again.';
      },
    );
  }

  return (
    <AccountForm title="Choose a new password" onSubmit={submit}>
      {username && <Text color="fg.muted">For {username}</Text>}
      <FailureAlert message={failure} />
      <Field.Root required invalid={Boolean(errors.password)}>
        <Field.Label>New password</Field.Label>
        <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
        <Field.HelperText>At least 8 characters, with upper and lower case letters and a number.</Field.HelperText>
        {errors.password && <Field.ErrorText>{errors.password}</Field.ErrorText>}
      </Field.Root>
      <Field.Root required invalid={Boolean(errors.confirmation)}>
        <Field.Label>Confirm new password</Field.Label>
        <Input type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
        {errors.confirmation && <Field.ErrorText>{errors.confirmation}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
        Save Password
      </Button>
      <Button variant="outline" alignSelf="flex-start" onClick={() => navigate(loginUrl({ reset_context: 'forgot_password', username }))}>
        Ask for a New Link
      </Button>
    </AccountForm>
  );
}
