/**
 * Funding details (spec 01 'Checkout'): the accepted terms in brief,
 * the account to pay the loan into, then Sign: the account is saved (checked again by the
 * server, stored sealed) and the agreement generated, and the applicant goes to the e-signature
 * page. A typed account is saved as soon as it is complete and valid, so a reload keeps it
 * (use-account-draft.ts). A saved account shows only its last digits; typing a new one replaces
 * it. 'Change my offer' returns to the customiser (resetCheckout).
 */
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../widgets/later/card';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BankAccountErrors, BankAccountInput } from '../../engine/checkout/bank-account';
import { bankCodeText, checkBankAccount } from '../../engine/checkout/bank-account';
import { readErrorBody } from '../../engine/contract/read-error-body';
import { messageText } from '../../engine/validation/messages';
import { formatMoney, formatWholeDollars } from '../../engine/money/format-money';
import { repaymentsText, termLength } from '../../engine/offers/payment-period-label';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { BankAccountForm } from './bank-account-form';
import { useAccountDraft } from './use-account-draft';

export const fundingDetailsPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['accountHelp', 'signNote'],
  properties: {
    accountHelp: { type: 'string', minLength: 1, description: 'Under the bank name: what account this must be.' },
    signNote: { type: 'string', minLength: 1, description: 'Above Sign: who else signs; {0} is the share from which an owner signs.' },
  },
} as const;

interface FundingDetailsProps {
  accountHelp: string;
  signNote: string;
}

type Failure = { errors: BankAccountErrors } | { message: string };

export function FundingDetails({ journey, step, props, application, services }: ScreenProps<FundingDetailsProps, 'offers' | 'checkout'>) {
  const offers = useQuery({
    queryKey: ['offers', application?.id, application?.version],
    queryFn: () => services.offers.load(),
    enabled: Boolean(application),
  });
  const saved = useQuery({ queryKey: ['funding-account', application?.id], queryFn: () => services.checkout.fundingAccount(), enabled: Boolean(application) });
  const bankCode = journey.journey.checkout?.fundingAccountCode ?? 'bsb';
  const [value, setValue] = useState<BankAccountInput>({});
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const [editing, setEditing] = useState(false);
  const account = saved.data;
  const terms = offers.data?.decision?.acceptedTerms;
  const decisionId = offers.data?.decision?.decisionId;
  const useSaved = Boolean(account) && !editing;
  // The typed account, once complete and valid, is kept as the step's draft (sealed on the server).
  useAccountDraft(value, services.checkout.saveFundingAccount, !useSaved && !busy && Boolean(application), bankCode);

  async function onSign() {
    setFailure(undefined);
    if (!useSaved) {
      setShowAll(true);
      if (Object.keys(checkBankAccount(value, bankCode)).length > 0) return;
    }
    setBusy(true);
    try {
      if (!useSaved) await services.checkout.saveFundingAccount(value);
      await services.checkout.sign();
    } catch (error) {
      // Screens know no ApiError (the app's): the error body is read from whatever failed.
      const body = readErrorBody((error as { body?: unknown }).body);
      if (body?.errors) setFailure({ errors: Object.fromEntries(body.errors.map((e) => [e.path.slice(1), e.key])) });
      else setFailure({ message: body?.message ?? 'We could not prepare your agreement. Please try again.' });
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title} subtitle={step.subtitle} />
      {terms && (
        <Card.Root variant="subtle">
          <Card.Body>
            <Text>
              You're borrowing <strong>{formatWholeDollars(terms.loanAmount)}</strong> over {termLength(terms.term, terms.termUnit)}: {repaymentsText(terms)}.
              We pay <strong>{formatMoney(terms.netFundedAmount)}</strong> into your account.
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {useSaved && account ? (
        <Box>
          <Text fontWeight="medium">We'll pay the loan into</Text>
          <Text>
            {account.bankName}, {bankCodeText(account).label} {bankCodeText(account).text}, account {account.accountNumberMasked}
          </Text>
          <Button variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={() => setEditing(true)} disabled={busy}>
            Use a different account
          </Button>
        </Box>
      ) : (
        <BankAccountForm
          value={value}
          onChange={(next) => {
            setValue(next);
            if (failure && 'errors' in failure) setFailure(undefined);
          }}
          serverErrors={failure && 'errors' in failure ? failure.errors : {}}
          showAll={showAll}
          catalogue={journey.catalogue}
          help={props.accountHelp}
          disabled={busy || saved.isLoading}
          bankCode={bankCode}
        />
      )}
      <Text color="fg.muted">{messageText({ note: props.signNote }, 'note', [journey.journey.limits.additionalOwnerThreshold])}</Text>
      {failure && 'message' in failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure.message}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button
          variant="outline"
          disabled={busy || !decisionId}
          onClick={() =>
            decisionId &&
            void services.checkout.reconfirmOffer(decisionId).catch(() => setFailure({ message: 'We could not reopen your offer. Please try again.' }))
          }
        >
          Change my offer
        </Button>
        <Button colorPalette="brand" size="lg" loading={busy} loadingText="Preparing your agreement" onClick={() => void onSign()}>
          Sign agreement
        </Button>
      </Stack>
    </Stack>
  );
}
