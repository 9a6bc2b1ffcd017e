/**
 * Ask for a single-use link to set a new password: after 'Forgot your password?', from 'Set a
 * Password' (a generated password), or when a link could no longer be used (the spec's
 * expired-access case: 'Access expired.' or 'This URL can be used only once').
 */
import { Alert, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { requestPasswordReset } from '../../api/password-reset';
import { expiredAccessCase, loginUrl } from './login-messages';
import { FailureAlert } from '../../errors/failure-alert';
import { AccountForm, useAccountSubmit } from './account-form';
import { EmailField } from './email-field';

export function RequestResetLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('username') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAccountSubmit();
  // The spec's own wording, whatever case or punctuation the link carried.
  const expired = expiredAccessCase(params.get('error_description'));
  const settingFirstPassword = params.get('reset_context') === 'set_password';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setFailure('Please enter a valid Email Address.');
    await run(
      async () => {
        await requestPasswordReset(address);
        setSentTo(address);
      },
      (error) =>
        error instanceof ApiError && error.status === 429
          ? 'Too many links were asked for. Please wait a while, then try again, or use the last link we sent.'
          : 'We could not send the link just now. Please try again.',
    );
  }

  return (
    <AccountForm title={settingFirstPassword ? 'Set a password' : 'Reset your password'} onSubmit={submit}>
      {expired && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{expired}</Alert.Title>
            <Alert.Description>This link can no longer be used. Ask for a new one below.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text color="fg.muted">
        {settingFirstPassword
          ? 'Choose a password so you can sign in to see how your application is going. We will e-mail you a link to set it.'
          : 'Enter the e-mail you applied with and we will send you a link to choose a new password.'}
      </Text>
      {sentTo ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Check your e-mail</Alert.Title>
            <Alert.Description>
              If {sentTo} has an account with us, we have sent it a link to set a new password. The link can be used only once, for a limited time.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          <FailureAlert message={failure} />
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
            Send Me a Link
          </Button>
        </>
      )}
      <Button variant="outline" alignSelf="flex-start" onClick={() => navigate(loginUrl({ username: email.trim() }))}>
        Back to Sign In
      </Button>
    </AccountForm>
  );
}
