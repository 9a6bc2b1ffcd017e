/**
 * Funding details (spec 01 'Checkout'): the accepted terms in brief,
 * the account to pay the loan into, then Sign: the account is saved (checked again by the
 * server, stored sealed) and the agreement generated, and the applicant goes to the e-signature
 * page. The page's state is a model of its own (funding-confirmation.ts): the saved account, the
 * typed one and its draft save, the field errors and signing. 'Change my offer' returns to the
 * customiser (resetCheckout). Where each additional owner has got to in their own part is shown
 * above Sign, so the applicant knows who is ready to sign after them.
 */
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../widgets/later/card';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { bankCodeText } from '../../engine/checkout/bank-account';
import { Type, type Static } from '../../engine/contract/named';
import { messageText } from '../../engine/validation/messages';
import { formatMoney, formatWholeDollars } from '../../engine/money/format-money';
import { repaymentsText, termLength } from '../../engine/offers/payment-period-label';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { OwnersProgressSection } from '../waiting-for-owners/owners-progress-section';
import { BankAccountForm } from './bank-account-form';
import { FundingConfirmation } from './funding-confirmation';
import type { FundingPort } from './funding-port';

/** The step's `screenProps` in the journey. */
export const fundingDetailsPropsSchema = Type.Object(
  {
    accountHelp: Type.String({ minLength: 1, description: 'Under the bank name: what account this must be.' }),
    signNote: Type.String({ minLength: 1, description: 'Above Sign: who else signs; {0} is the share from which an owner signs.' }),
  },
  { additionalProperties: false },
);

type FundingDetailsProps = Static<typeof fundingDetailsPropsSchema>;

export function FundingDetails({ journey, step, props, application, services }: ScreenProps<FundingDetailsProps, 'offers' | 'checkout'>) {
  const offers = useQuery({
    queryKey: ['offers', application?.id, application?.version],
    queryFn: () => services.offers.load(),
    enabled: Boolean(application),
  });
  const bankCode = journey.journey.checkout?.fundingAccountCode ?? 'bsb';
  const [model] = useState(() => {
    const { checkout } = services;
    const port: FundingPort = {
      savedAccount: () => checkout.fundingAccount(),
      saveAccount: (input) => checkout.saveFundingAccount(input),
      sign: () => checkout.sign(),
      reconfirmOffer: (decisionId) => checkout.reconfirmOffer(decisionId),
    };
    return new FundingConfirmation({ port, bankCode });
  });
  useEffect(() => model.start(), [model]);
  const { saved, usingSaved, typed, fieldErrors, busy, ready, problem } = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  const terms = offers.data?.decision?.acceptedTerms;
  const decisionId = offers.data?.decision?.decisionId;

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
      {usingSaved && saved ? (
        <Box>
          <Text fontWeight="medium">We'll pay the loan into</Text>
          <Text>
            {saved.bankName}, {bankCodeText(saved).label} {bankCodeText(saved).text}, account {saved.accountNumberMasked}
          </Text>
          <Button variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={() => model.useAnotherAccount()} disabled={busy}>
            Use a different account
          </Button>
        </Box>
      ) : (
        <BankAccountForm
          value={typed}
          onChange={(next) => model.type(next)}
          errors={fieldErrors}
          onLeave={(field) => model.leave(field)}
          catalogue={journey.catalogue}
          help={props.accountHelp}
          disabled={busy || saved === undefined}
          bankCode={bankCode}
        />
      )}
      <Text color="fg.muted">{messageText({ note: props.signNote }, 'note', [journey.journey.limits.additionalOwnerThreshold])}</Text>
      {/* Read once: this page does not wait for the owners; the page after signing follows them. */}
      <OwnersProgressSection applicationId={application?.id} load={() => services.checkout.ownersProgress()} />
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" disabled={busy || !decisionId} onClick={() => decisionId && void model.reconfirm(decisionId)}>
          Change my offer
        </Button>
        <Button colorPalette="brand" size="lg" loading={busy} loadingText="Preparing your agreement" disabled={!ready} onClick={() => void model.sign()}>
          Sign agreement
        </Button>
      </Stack>
    </Stack>
  );
}
