/**
 * A new staff member's enrolment (`/ops/enrol#<token>`, the link mailed to them): the secret for
 * their authenticator app, shown to them alone, then their own password and a code of the app.
 * The token is read from the fragment, which no request carries, and taken out of the address
 * bar at once; the server's refusal (a spent or expired link, a weak password) is shown as it says.
 */
import { Button, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Code } from '../../widgets/later/code';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '../api/http';
import { FailureAlert } from '../errors/failure-alert';
import { completeStaffEnrolment, openStaffEnrolment } from './staff-enrolment-api';
import { useFormSubmission } from './use-form-submission';

/** The token this page load took from the address bar: a page mounted again (the console's session settling) still has it. */
let taken = '';

function tokenOfLink(): string {
  const token = window.location.hash.replace(/^#/, '');
  if (!token) return taken;
  taken = token;
  window.history.replaceState(null, '', window.location.pathname);
  return token;
}

const refusalText = (error: unknown) =>
  (error instanceof ApiError && error.status < 500 ? error.error?.message : undefined) ?? 'We could not finish setting up your account. Please try again.';

/** The base32 secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function OpsEnrolmentPage() {
  const [token] = useState(tokenOfLink);
  const enrolment = useQuery({
    queryKey: ['staff-enrolment', token],
    queryFn: () => openStaffEnrolment(token),
    retry: false,
    staleTime: Infinity,
    enabled: token !== '',
  });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, setError, send } = useFormSubmission(refusalText);

  if (token && enrolment.isLoading) return <Spinner aria-label="Opening your enrolment link" />;
  if (!token || enrolment.error || !enrolment.data) {
    return (
      <Stack gap="4" maxW="md" mx="auto" py="6">
        <Heading as="h1" size="2xl">
          This enrolment link does not work
        </Heading>
        <Text>{token ? refusalText(enrolment.error) : 'Open the link from your e-mail as it is.'}</Text>
      </Stack>
    );
  }
  if (done) {
    return (
      <Stack gap="4" maxW="md" mx="auto" py="6">
        <Heading as="h1" size="2xl">
          Your account is ready
        </Heading>
        <Text>Sign in with your e-mail address, your new password and a code from your authenticator app.</Text>
        <RouterLink to="/ops/login">Go to sign-in</RouterLink>
      </Stack>
    );
  }
  const { member, totpSecret, totpUri } = enrolment.data;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password || !code.trim()) return setError('Please choose a password and enter the code your authenticator app shows.');
    if (password !== confirmation) return setError('The password and its confirmation differ. Please type it again.');
    await send(async () => {
      await completeStaffEnrolment({ token, password, code: code.trim() });
      setDone(true);
    });
  }

  return (
    <Stack asChild gap="5" maxW="md" mx="auto" py="6">
      <form onSubmit={submit} noValidate aria-labelledby="enrolment-heading">
        <Heading as="h1" size="2xl" id="enrolment-heading">
          Set up your account
        </Heading>
        <Text>
          {member.fullName}, {member.email}. This link works once.
        </Text>
        <Stack gap="2">
          <Heading as="h2" size="md">
            1. Add the console to your authenticator app
          </Heading>
          <Text>In your authenticator app, add an account by typing this key (time-based):</Text>
          <Code aria-label="Authenticator key" fontSize="md" p="2" wordBreak="break-all">
            {grouped(totpSecret)}
          </Code>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
            Or, on this device: <a href={totpUri}>open it in your authenticator app</a>.
          </Text>
        </Stack>
        <Heading as="h2" size="md">
          2. Choose your password
        </Heading>
        <Text color="fg.muted">At least 8 characters, with upper and lower case letters and a number.</Text>
        <FailureAlert message={error} />
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password again</Field.Label>
          <Input type="password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Code from your authenticator app</Field.Label>
          <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} alignSelf="flex-start">
          Finish setting up
        </Button>
      </form>
    </Stack>
  );
}
