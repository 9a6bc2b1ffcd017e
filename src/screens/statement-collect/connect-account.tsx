/**
 * 'Connect My Account': the applicant picks their bank, signs in through the bank-data service,
 * answers the bank's question when it asks one, and follows the retrieval: 'Retrieving Bank
 * Statements', 'Statements Received!' or 'Retrieval failed!' with the reason and what to do next.
 */
import { Alert, Box, Button, Checkbox, Field, HStack, Input, Link, List, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { Bank, Enrolment, StatementServices } from './statement-services';
import { refusalBody } from './statement-services';

export interface ConnectAccountProps {
  api: StatementServices;
  enrolment: Enrolment;
  onEnrolment: (enrolment: Enrolment) => void;
  /** The connection was removed: reload what depends on it. */
  onRemoved: () => void;
  onUploadManually: () => void;
  text: (key: string, params?: (string | number)[]) => string;
  consentText: string;
  faqHref: string;
}

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

export function ConnectAccount({ api, enrolment, onEnrolment, onRemoved, onUploadManually, text, consentText, faqHref }: ConnectAccountProps) {
  const [banks, setBanks] = useState<Bank[]>([]);
  const [bankId, setBankId] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [consent, setConsent] = useState(false);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** The bank and login of this page's last sign-in, the one a pause of the bank is about. */
  const [tried, setTried] = useState<{ bankId: string; username: string } | null>(null);

  useEffect(() => {
    let live = true;
    api.listBanks().then(
      (list) => live && setBanks(list),
      () => live && setProblem(text('bankDataRetrievalProblem')),
    );
    return () => {
      live = false;
    };
  }, [api, text]);

  const retryAfter = enrolment.error?.retryAfter ? Date.parse(enrolment.error.retryAfter) : 0;
  const waiting = retryAfter > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(retryAfter - now + 50, 60_000));
    return () => clearTimeout(timer);
  }, [waiting, retryAfter, now]);

  const bank = useMemo(() => banks.find((b) => b.id === bankId), [banks, bankId]);
  // The bank paused one login: that login at that bank waits, any other may connect now (the server decides either way).
  const loginOf = (name: string) => name.trim().toLowerCase();
  const paused = waiting && tried !== null && tried.bankId === bankId && tried.username === loginOf(username);

  async function run(call: () => Promise<Enrolment>) {
    setBusy(true);
    setProblem(null);
    try {
      onEnrolment(await call());
    } catch (error) {
      const refusal = refusalBody(error);
      if (refusal.code === 'EBS_ERR_WAIT')
        setProblem(`${text('bankDataWait')} ${text('bankDataActionWait', [timeOf(refusal.retryAfter ?? new Date().toISOString())])}`);
      else if (refusal.status === 409) onEnrolment(await api.getEnrolment().catch(() => enrolment));
      else setProblem(`${text('bankDataRetrievalProblem')} ${text('bankDataActionRetryOrUpload')}`);
    } finally {
      setBusy(false);
      setPassword('');
      setAnswer('');
    }
  }

  async function disconnect() {
    setBusy(true);
    setProblem(null);
    try {
      await api.removeEnrolment();
      onRemoved();
    } catch {
      setProblem(text('deleteError'));
    } finally {
      setBusy(false);
    }
  }

  const faqLink = (
    <Link href={faqHref} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      How bank data sharing works
    </Link>
  );

  if (enrolment.status === 'retrieving') {
    return (
      <Stack gap="3" align="center" py="8" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" />
        <Text fontSize="lg" fontWeight="semibold">
          {text('statementsRetrieving')}
        </Text>
        <Text color="fg.muted">
          We are collecting 180 days of statements from {enrolment.bank?.name ?? 'your bank'}. This usually takes less than a minute.
        </Text>
      </Stack>
    );
  }

  if (enrolment.status === 'received') {
    return (
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text('statementsReceived')}</Alert.Title>
            <Alert.Description>
              We received 180 days of statements from {enrolment.bank?.name} for these business accounts:
              <List.Root mt="2" ps="4">
                {enrolment.accounts.map((account) => (
                  <List.Item key={`${account.bsb}-${account.accountNumber}`}>
                    {account.name} ({account.bsb} {account.accountNumber})
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack>
          <Button variant="outline" onClick={() => void disconnect()} loading={busy}>
            Disconnect {enrolment.bank?.name}
          </Button>
        </HStack>
        {problem && (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }

  if (enrolment.status === 'task_required' && enrolment.task) {
    return (
      <Stack
        as="form"
        gap="4"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) void run(() => api.answerTask(answer.trim()));
        }}
      >
        <Text>{enrolment.task.prompt}</Text>
        <Field.Root required>
          <Field.Label>{enrolment.task.label}</Field.Label>
          <Input value={answer} onChange={(e) => setAnswer(e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxW="xs" />
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!answer.trim()}>
            Continue
          </Button>
          <Button variant="ghost" onClick={() => void disconnect()} disabled={busy}>
            Cancel
          </Button>
        </HStack>
        {problem && (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }

  const failure = enrolment.status === 'failed' ? enrolment.error : null;
  const actionKey = failure
    ? (
        {
          wait: 'bankDataActionWait',
          retry: 'bankDataActionRetry',
          retryOrUpload: 'bankDataActionRetryOrUpload',
          uploadManually: 'bankDataActionUploadManually',
          resolveAtBank: 'bankDataActionResolveAtBank',
          tryLater: 'bankDataActionTryLater',
        } as const
      )[failure.action]
    : undefined;
  const canSubmit = Boolean(bank?.supported && username.trim() && password && consent) && !paused;

  return (
    <Stack gap="5">
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text('statementsRetrievalFailed')}</Alert.Title>
            <Alert.Description>
              <Text>{text(failure.messageKey)}</Text>
              <Text mt="1">{text(actionKey!, [failure.retryAfter ? timeOf(failure.retryAfter) : ''])}</Text>
              <Button mt="3" size="sm" colorPalette="brand" variant="outline" onClick={onUploadManually}>
                Upload Statements Manually
              </Button>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text>
        Connect your business bank account and we will securely retrieve the last 180 days of statements, read-only. We never see or keep your banking password.{' '}
        {faqLink}
      </Text>
      <Stack
        as="form"
        gap="4"
        maxW="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmit) return;
          setTried({ bankId, username: loginOf(username) });
          void run(() => api.connect({ bankId, username: username.trim(), password }));
        }}
      >
        <Field.Root required>
          <Field.Label>Your bank</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={bankId} onChange={(e) => setBankId(e.currentTarget.value)} placeholder="Select your bank">
              {banks.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {bank && !bank.supported && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{text('unsupportedBankMessage')}</Alert.Title>
              <Alert.Description>{text('bankDataActionUploadManually')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {bank?.supported && (
          <>
            <Field.Root required>
              <Field.Label>{bank.credentialLabels.username}</Field.Label>
              <Input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{bank.credentialLabels.password}</Field.Label>
              <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
            </Field.Root>
            <Checkbox.Root checked={consent} onCheckedChange={(details) => setConsent(details.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{consentText}</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        {paused && <Text color="fg.muted">{text('bankDataActionWait', [timeOf(new Date(retryAfter).toISOString())])}</Text>}
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!canSubmit}>
            {failure ? 'Try again' : 'Connect'}
          </Button>
        </Box>
        {problem && (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
