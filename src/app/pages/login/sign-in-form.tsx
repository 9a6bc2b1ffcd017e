/** E-mail and password; on success, back where the user was going. */
import { Alert, Button, Field, Input, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { logIn } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { startSession, useSession } from '../../session/session-store';
import { signedInDestination } from '../../session/signed-in-destination';
import { LINK_FAILED_REASON } from '../../session/link-failure';
import { loginUrl } from './login-messages';
import { FailureAlert } from '../../errors/failure-alert';
import { AccountForm, useAccountSubmit } from './account-form';
import { EmailField } from './email-field';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'The e-mail or password is not right. Please try again.';
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  return 'We could not sign you in just now. Please try again.';
}

export function SignInForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const [email, setEmail] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const { busy, failure, setFailure, run } = useAccountSubmit();
  const destination = signedInDestination(params);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setFailure('Please enter your e-mail and password.');
    await run(async () => {
      startSession(await logIn(email.trim(), password));
      void navigate(destination, { replace: true });
    }, refusalText);
  }

  return (
    <AccountForm title="Sign in" onSubmit={submit}>
      <Text color="fg.muted">Continue your application or see how it is going.</Text>
      {params.has('successfully_reset') && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>Your password was changed. Please sign in with your new password.</Alert.Title>
        </Alert.Root>
      )}
      {params.get('reason') === 'idle' && !user && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>For your security, we signed you out after a period without activity.</Alert.Title>
        </Alert.Root>
      )}
      {params.get('reason') === LINK_FAILED_REASON && !user && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>We could not open that link, so we signed you out. Please sign in again.</Alert.Title>
        </Alert.Root>
      )}
      {user && (
        <Alert.Root status="info" role="status" flexWrap="wrap" alignItems="center">
          <Alert.Indicator />
          <Alert.Content minW="10rem">
            <Alert.Title>
              You are signed in as {user.firstName} {user.lastName}.
            </Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => navigate(destination)}>
            Continue
          </Button>
        </Alert.Root>
      )}
      <FailureAlert message={failure} />
      <EmailField value={email} onChange={setEmail} />
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
        Sign in
      </Button>
      <Link asChild color="brand.fg" alignSelf="flex-start">
        <RouterLink to={loginUrl({ reset_context: 'forgot_password', username: email.trim() })}>Forgot your password?</RouterLink>
      </Link>
    </AccountForm>
  );
}
