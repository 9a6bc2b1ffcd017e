/**
 * Approved offer (spec 01 section 2, 'Offers'): the term-loan customiser. The amount, term and
 * repayment period move within the offer's bounds and every figure is priced in the browser by
 * the engine's pricing module, the same the server runs, so nothing waits on the network; Accept
 * sends the chosen terms, which the server prices again and checks against the offer.
 */
import { Alert, Box, Button, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { OfferTerms } from '../../engine/offers/offer.types';
import { readErrorBody } from '../../engine/contract/read-error-body';
import type { OfferView } from '../../engine/contract/offers.contract';
import { priceOffer } from '../../engine/offers/price-offer';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { formatWholeDollars } from '../../engine/money/format-money';
import { formatDate } from '../format-date';
import { offerAnswerRows, offerAnswersSchema, type OfferAnswer } from './offer-answers';
import { OfferChoices } from './offer-choices';
import { OfferFigures } from './offer-figures';

export interface ApprovedOfferProps {
  answers?: OfferAnswer[];
}

export const approvedOfferPropsSchema = { type: 'object', additionalProperties: false, properties: { answers: offerAnswersSchema } } as const;

export function ApprovedOffer({ step, application, services, props }: ScreenProps<ApprovedOfferProps, 'offers' | 'reloadApplication'>) {
  const offers = useQuery({
    queryKey: ['offers', application?.id, application?.version],
    queryFn: async () => {
      const answer = await services.offers.load();
      // No offer to show: the application may have moved on (the offer expired, staff withdrew it)
      // since this page loaded it; a fresh copy lets the routes take the applicant to its page.
      if (answer.offers.length === 0) await services.reloadApplication();
      return answer;
    },
    enabled: Boolean(application),
  });
  const offer = offers.data?.offers[0];
  if (offers.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We couldn't load your offer. Please reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (!offers.data) return <Spinner aria-label="Loading your offer" />;
  if (!offer) return <OfferNotReady title={step.title} subtitle={step.subtitle} />;
  return (
    <Customiser
      key={offer.offerId}
      title={step.title}
      subtitle={step.subtitle}
      offer={offer}
      answers={offerAnswerRows(application?.data, props.answers)}
      accept={services.offers.accept}
      reloadApplication={services.reloadApplication}
    />
  );
}

interface CustomiserProps {
  title?: string;
  subtitle?: string;
  offer: OfferView;
  answers: { label: string; value: string }[];
  accept: (request: OfferTerms & { offerId: string }) => Promise<unknown>;
  reloadApplication: () => Promise<unknown>;
}

function Customiser({ title, subtitle, offer, answers, accept, reloadApplication }: CustomiserProps) {
  const [terms, setTerms] = useState<OfferTerms>(offer.suggested);
  // The slider stays with the finger; the figures follow as soon as the frame allows.
  const shown = useDeferredValue(terms);
  const priced = useMemo(
    () =>
      priceOffer({
        ...shown,
        annualRatePercent: offer.annualRatePercent,
        originationFeePercent: offer.originationFeePercent,
        firstPaymentDate: offer.firstPaymentDate,
        businessDays: offer.businessDays,
        ...(offer.payoffAmount ? { payoffAmount: offer.payoffAmount } : {}),
      }),
    [shown, offer],
  );
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function onAccept() {
    setAccepting(true);
    setFailure(undefined);
    try {
      await accept({ ...terms, offerId: offer.offerId });
    } catch (error) {
      const body = readErrorBody((error as { body?: unknown }).body);
      setFailure(body?.message ?? 'We could not record your acceptance. Please try again.');
      setAccepting(false);
      // A refusal may mean the application moved on (an expired offer): its page is where to go.
      void reloadApplication();
    }
  }

  return (
    <Stack gap="6">
      <StepHeading title={title} subtitle={subtitle} />
      <Text>
        You're approved for up to <strong>{formatWholeDollars(offer.maxAmount)}</strong>. Choose the amount, the term and how often you repay; this offer is
        open until {formatDate(offer.expiresAt)}.
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" alignItems="start">
        <OfferChoices offer={offer} terms={terms} onChange={setTerms} disabled={accepting} />
        <Box opacity={shown === terms ? 1 : 0.7} transition="opacity 0.1s">
          <OfferFigures priced={priced} renewedLoan={offer.renewedLoan} answers={answers} />
        </Box>
      </Grid>
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={accepting} onClick={() => void onAccept()}>
        Accept this offer
      </Button>
    </Stack>
  );
}

/** An approval without an offer to customise (the lender set the status by hand): say so, never spin. */
export function OfferNotReady({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <Stack gap="6">
      <StepHeading title={title} subtitle={subtitle} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Your offer is being prepared. We'll e-mail you when it's ready; call us if you have any questions.</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
