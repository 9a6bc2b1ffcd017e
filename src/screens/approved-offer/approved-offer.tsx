/**
 * Approved offer (spec 01 section 2, 'Offers'): the term-loan customiser. The amount, term and
 * repayment period move within the offer's bounds and every figure is priced in the browser by
 * the engine's pricing module, the same the server runs, so nothing waits on the network; Accept
 * sends the chosen terms, which the server prices again and checks against the offer. The state
 * lives in offer-customiser.ts; this component only renders its snapshots.
 */
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { Type, type Static } from '../../engine/contract/named';
import { formatWholeDollars } from '../../engine/money/format-money';
import { formatCalendarDate } from '../../engine/dates/format-calendar-date';
import { productLocale } from '../../engine/journey/product-locale';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { OfferAction, OfferFrame, useDecisionPage } from '../offer-frame';
import { offerAnswerRows, offerAnswersSchema } from './offer-answers';
import { OfferChoices } from './offer-choices';
import { OfferCustomiser } from './offer-customiser';
import { OfferFigures } from './offer-figures';
import { offerPortOf } from './offer-port';

export const approvedOfferPropsSchema = Type.Object({ answers: Type.Optional(offerAnswersSchema) }, { additionalProperties: false });
export type ApprovedOfferProps = Static<typeof approvedOfferPropsSchema>;

export function ApprovedOffer({ journey, step, application, services, props }: ScreenProps<ApprovedOfferProps, 'offers' | 'reloadApplication'>) {
  const [model, snapshot] = useDecisionPage(() => new OfferCustomiser(offerPortOf(services), { version: application?.version }), application?.version);
  const locale = productLocale(journey.journey);
  const { status, offer, terms, priced, pricing, accepting, refusal, canChoose, canAccept } = snapshot;
  const texts = { loadFailed: "We couldn't load your offer. Please reload the page.", loading: 'Loading your offer' };
  return (
    <OfferFrame status={status} shown={offer && terms && priced ? { offer, terms, priced } : undefined} step={step} texts={texts}>
      {({ offer, terms, priced }) => (
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
          <OfferAction problem={refusal?.message} busy={accepting} disabled={!canAccept} onAct={() => void model.accept()}>
            Accept this offer
          </OfferAction>
        </Stack>
      )}
    </OfferFrame>
  );
}
