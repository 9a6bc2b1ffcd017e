/**
 * The screens a journey may name (`"screen": "statusPage"`), each with the JSON Schema of the
 * `screenProps` it reads. Names and props schemas are generated into schemas/journey.schema.json,
 * so a typo or a missing text is a `journey validate` error with its line, not a blank page.
 */
import type { ReactNode } from 'react';
import { STATEMENT_SCREEN } from '../engine/statements/collects-statements';
import { ApprovedOffer, approvedOfferPropsSchema } from './approved-offer/approved-offer';
import { ConditionalOffer, conditionalOfferPropsSchema } from './conditional-offer/conditional-offer';
import { ConfirmInformation, confirmInformationPropsSchema } from './confirm-information/confirm-information';
import { FundingDetails, fundingDetailsPropsSchema } from './funding-details/funding-details';
import { InReview, inReviewPropsSchema } from './in-review/in-review';
import { ReviewSubmit, reviewSubmitPropsSchema } from './review-submit/review-submit';
import type { ScreenProps, ScreenServiceName } from './screen-props';
import { StatementCollect, statementCollectPropsSchema } from './statement-collect/statement-collect';
import { StatusPage, statusPagePropsSchema } from './status-page';
import { WaitingForOwners, waitingForOwnersPropsSchema } from './waiting-for-owners/waiting-for-owners';

/** A screen: its component, the JSON Schema of its `screenProps`, and the services it calls. */
export interface ScreenEntry<S extends ScreenServiceName = ScreenServiceName> {
  component: (props: ScreenProps<never, S>) => ReactNode;
  /** A JSON Schema (TypeBox's or written out) of the step's `screenProps`. */
  propsSchema: object;
  services: readonly S[];
}

/** `services` names each service the component's props ask for, no more and no fewer: the app builds only those. */
function screen<P, S extends ScreenServiceName = never>(
  component: (props: ScreenProps<P, S>) => ReactNode,
  propsSchema: object,
  services: { [Name in NoInfer<S>]: true },
): ScreenEntry<S> {
  return { component, propsSchema, services: Object.keys(services) as S[] };
}

export const screenRegistry = {
  statusPage: screen(StatusPage, statusPagePropsSchema, {}),
  reviewSubmit: screen(ReviewSubmit, reviewSubmitPropsSchema, { StepEditor: true, submitApplication: true }),
  inReview: screen(InReview, inReviewPropsSchema, { reloadApplication: true }),
  [STATEMENT_SCREEN]: screen(StatementCollect, statementCollectPropsSchema, { statements: true, reloadApplication: true }),
  conditionalOffer: screen(ConditionalOffer, conditionalOfferPropsSchema, { statements: true, offers: true }),
  approvedOffer: screen(ApprovedOffer, approvedOfferPropsSchema, { offers: true, reloadApplication: true }),
  fundingDetails: screen(FundingDetails, fundingDetailsPropsSchema, { offers: true, checkout: true }),
  waitingForOwners: screen(WaitingForOwners, waitingForOwnersPropsSchema, { checkout: true }),
  confirmInformation: screen(ConfirmInformation, confirmInformationPropsSchema, {
    StepEditor: true,
    moveToStage: true,
    saveAnswers: true,
    applicationAddresses: true,
  }),
} as const;

export type ScreenName = keyof typeof screenRegistry;

export const screenNames = Object.keys(screenRegistry) as ScreenName[];
