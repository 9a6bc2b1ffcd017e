/** Staff sign-in: e-mail, password and the authenticator app's code. */
import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { useSettings } from '../settings/settings-context';
import { staffLogIn } from './ops-api';
import { OpsProviderSignIn } from './ops-provider-sign-in';
import { startOpsSession } from './ops-session';
import { useFormSubmission } from './use-form-submission';

function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'The e-mail, password or code is not right. Codes change every 30 seconds and work once.';
  if (error instanceof ApiError && error.status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  return 'We could not sign you in just now. Please try again.';
}

export function OpsLoginPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, send } = useFormSubmission(refusalText);
  const { signIn } = useSettings();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password || !/^\d{6}$/.test(code.trim()))
      return setError('Please enter your e-mail, your password and the 6-digit code from your authenticator app.');
    await send(
      async () => {
        startOpsSession(await staffLogIn({ email: email.trim(), password, code: code.trim() }));
        void navigate('/ops', { replace: true });
      },
      () => setCode(''),
    );
  }

  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="10" px="4">
      <form onSubmit={submit} noValidate>
        <Heading as="h1" size="2xl">
          Operations sign-in
        </Heading>
        <Text color="fg.muted">For the lender&apos;s staff. Applicants sign in on the home page.</Text>
        {signIn?.staffExternal && <OpsProviderSignIn />}
        <FailureAlert message={error} />
        <Field.Root required>
          <Field.Label>E-mail</Field.Label>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Code from your authenticator app</Field.Label>
          <Input inputMode="numeric" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} autoComplete="one-time-code" />
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy}>
          Sign in
        </Button>
      </form>
    </Stack>
  );
}
