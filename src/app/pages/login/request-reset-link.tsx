/**
 * Ask for a single-use link to set a new password: after 'Forgot your password?', from 'Set a
 * Password' (a generated password), or when a link could no longer be used (the spec's
 * expired-access case: 'Access expired.' or 'This URL can be used only once').
 */
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { requestPasswordReset } from '../../api/password-reset';
import { expiredAccessCase, loginUrl } from './login-messages';
import { FailureAlert } from '../../errors/failure-alert';
import { EmailField } from './email-field';

export function RequestResetLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('username') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The spec's own wording, whatever case or punctuation the link carried.
  const expired = expiredAccessCase(params.get('error_description'));
  const settingFirstPassword = params.get('reset_context') === 'set_password';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError('Please enter a valid Email Address.');
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 429
          ? 'Too many links were asked for. Please wait a while, then try again, or use the last link we sent.'
          : 'We could not send the link just now. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack asChild gap="5" maxW="md" mx="auto">
      <form onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          {settingFirstPassword ? 'Set a password' : 'Reset your password'}
        </Heading>
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
            <FailureAlert message={error} />
            <EmailField value={email} onChange={setEmail} />
            <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
              Send Me a Link
            </Button>
          </>
        )}
        <Button variant="outline" alignSelf="flex-start" onClick={() => navigate(loginUrl({ username: email.trim() }))}>
          Back to Sign In
        </Button>
      </form>
    </Stack>
  );
}
