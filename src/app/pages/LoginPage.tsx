/** The customer-portal login route: e-mail and password; on success, back where the user was going. */
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { logIn } from '../api/accounts';
import { ApiError } from '../api/http';
import { defaultProduct } from '../journeys/compiled-journeys';
import { productRoot } from '../routes/route-paths';
import { startSession } from '../session/session-store';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'The e-mail or password is not right. Please try again.';
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  return 'We could not sign you in just now. Please try again.';
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const redirect = params.get('redirect');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Please enter your e-mail and password.');
    setBusy(true);
    setError(null);
    try {
      startSession(await logIn(email.trim(), password));
      navigate(redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : productRoot(defaultProduct), { replace: true });
    } catch (e) {
      setError(refusalText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack asChild gap="5" maxW="md" mx="auto">
      <form onSubmit={submit} noValidate>
      <Heading as="h1" size="2xl">
        Sign in
      </Heading>
      <Text color="fg.muted">Continue your application or see how it is going.</Text>
      {params.has('successfully_reset') && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>Your password was changed. Please sign in.</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root required>
        <Field.Label>E-mail</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Password</Field.Label>
        <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
        Sign in
      </Button>
      </form>
    </Stack>
  );
}
