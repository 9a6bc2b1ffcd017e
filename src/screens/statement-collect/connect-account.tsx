/**
 * 'Connect My Account': the applicant picks their bank, signs in through the bank-data service,
 * answers the bank's question when it asks one, and follows the retrieval: 'Retrieving Bank
 * Statements', 'Statements Received!' or 'Retrieval failed!' with the reason and what to do next.
 */
import { Alert, Box, Button, Field, HStack, Input, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../widgets/later/checkbox';
import { NativeSelect } from '../../widgets/later/native-select';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BankConnection, type BankConnectionDeps } from './bank-connection';
import { formatTimeOfDay } from '../../engine/dates/format-time-of-day';
import type { Enrolment, StatementServices } from './statement-services';

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
  /** The product's locale: how times of day are written. */
  locale: string;
}

/** One model for the page's life; its callbacks reach the latest props. */
function useBankConnection({ api, enrolment, onEnrolment, onRemoved, text, locale }: ConnectAccountProps): BankConnection {
  const latest = useRef({ onEnrolment, onRemoved, text });
  latest.current = { onEnrolment, onRemoved, text };
  const [model] = useState(() => {
    const deps: BankConnectionDeps = {
      api,
      text: (key, params) => latest.current.text(key, params),
      locale,
      onEnrolment: (next) => latest.current.onEnrolment(next),
      onRemoved: () => latest.current.onRemoved(),
    };
    return new BankConnection(deps, enrolment);
  });
  useEffect(() => model.start(), [model]);
  useEffect(() => model.showEnrolment(enrolment), [model, enrolment]);
  return model;
}

export function ConnectAccount(props: ConnectAccountProps) {
  const { enrolment, onUploadManually, text, consentText, faqHref } = props;
  const model = useBankConnection(props);
  const { banks, bankId, bank, username, password, consent, answer, busy, problem, paused, pauseEndsAt, canConnect, canAnswer } = useSyncExternalStore(
    model.subscribe,
    model.getSnapshot,
    model.getSnapshot,
  );

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
          <Button variant="outline" onClick={() => void model.disconnect()} loading={busy}>
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
          void model.answerTask();
        }}
      >
        <Text>{enrolment.task.prompt}</Text>
        <Field.Root required>
          <Field.Label>{enrolment.task.label}</Field.Label>
          <Input value={answer} onChange={(e) => model.type('answer', e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxW="xs" />
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!canAnswer}>
            Continue
          </Button>
          <Button variant="ghost" onClick={() => void model.disconnect()} disabled={busy}>
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

  return (
    <Stack gap="5">
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{text('statementsRetrievalFailed')}</Alert.Title>
            <Alert.Description>
              <Text>{text(failure.messageKey)}</Text>
              <Text mt="1">{text(actionKey!, [failure.retryAfter ? formatTimeOfDay(failure.retryAfter, props.locale) : ''])}</Text>
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
          void model.connect();
        }}
      >
        <Field.Root required>
          <Field.Label>Your bank</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={bankId} onChange={(e) => model.choose(e.currentTarget.value)} placeholder="Select your bank">
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
              <Input value={username} onChange={(e) => model.type('username', e.target.value)} autoComplete="off" />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{bank.credentialLabels.password}</Field.Label>
              <Input type="password" value={password} onChange={(e) => model.type('password', e.target.value)} autoComplete="off" />
            </Field.Root>
            <Checkbox.Root checked={consent} onCheckedChange={(details) => model.agree(details.checked === true)} alignItems="flex-start">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{consentText}</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
        {paused && <Text color="fg.muted">{text('bankDataActionWait', [formatTimeOfDay(pauseEndsAt, props.locale)])}</Text>}
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} disabled={!canConnect}>
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
