/**
 * Approved offer (spec 01 section 2, 'Offers'): the term-loan customiser. The amount, term and
 * repayment period move within the offer's bounds and every figure is priced in the browser by
 * the engine's pricing module, the same the server runs, so nothing waits on the network; Accept
 * sends the chosen terms, which the server prices again and checks against the offer. The state
 * lives in offer-customiser.ts; this component only renders its snapshots.
 */
import { Alert, Box, Button, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Type, type Static } from '../../engine/contract/named';
import { formatWholeDollars } from '../../engine/money/format-money';
import { formatCalendarDate } from '../../engine/dates/format-calendar-date';
import { productLocale } from '../../engine/journey/product-locale';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { offerAnswerRows, offerAnswersSchema } from './offer-answers';
import { OfferChoices } from './offer-choices';
import { OfferCustomiser } from './offer-customiser';
import { OfferFigures } from './offer-figures';
import { offerPortOf, type OfferServicesUsed } from './offer-port';

export const approvedOfferPropsSchema = Type.Object({ answers: Type.Optional(offerAnswersSchema) }, { additionalProperties: false });
export type ApprovedOfferProps = Static<typeof approvedOfferPropsSchema>;

/** One customiser for the page's life; the services reach the same application whatever its version. */
function useOfferCustomiser(services: OfferServicesUsed, version: number | undefined): OfferCustomiser {
  const [model] = useState(() => new OfferCustomiser(offerPortOf(services), { version }));
  useEffect(() => model.start(), [model]);
  useEffect(() => model.showVersion(version), [model, version]);
  return model;
}

export function ApprovedOffer({ journey, step, application, services, props }: ScreenProps<ApprovedOfferProps, 'offers' | 'reloadApplication'>) {
  const model = useOfferCustomiser(services, application?.version);
  const locale = productLocale(journey.journey);
  const { status, offer, terms, priced, pricing, accepting, refusal, canChoose, canAccept } = useSyncExternalStore(
    model.subscribe,
    model.getSnapshot,
    model.getSnapshot,
  );
  if (status === 'loadFailed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We couldn't load your offer. Please reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (status === 'loading') return <Spinner aria-label="Loading your offer" />;
  if (!offer || !terms || !priced) return <OfferNotReady title={step.title} subtitle={step.subtitle} />;
  return (
    <Stack gap="6">
      <StepHeading title={step.title} subtitle={step.subtitle} />
      <Text>
        You're approved for up to <strong>{formatWholeDollars(offer.maxAmount)}</strong>. Choose the amount, the term and how often you repay; this offer is
        open until {formatCalendarDate(offer.expiresAt, locale)}.
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" alignItems="start">
        <OfferChoices offer={offer} terms={terms} onChoose={(choice) => model.choose(choice)} disabled={!canChoose} />
        {/* The figures trail the slider by a frame; dimmed until they catch up. */}
        <Box opacity={pricing ? 0.7 : 1} transition="opacity 0.1s">
          <OfferFigures priced={priced} locale={locale} renewedLoan={offer.renewedLoan} answers={offerAnswerRows(application?.data, props.answers)} />
        </Box>
      </Grid>
      {refusal && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{refusal.message}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={accepting}
        disabled={!canAccept}
        onClick={() => void model.accept()}
      >
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
