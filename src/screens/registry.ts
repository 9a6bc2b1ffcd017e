/**
 * The screens a journey may name (`"screen": "statusPage"`), each with the JSON Schema of the
 * `screenProps` it reads. Names and props schemas are generated into schemas/journey.schema.json,
 * so a typo or a missing text is a `journey validate` error with its line, not a blank page.
 */
import type { ComponentType } from 'react';
import type { JsonSchema } from '../engine/json-schema.types';
import { STATEMENT_SCREEN } from '../engine/statements/collects-statements';
import { ApprovedOffer, approvedOfferPropsSchema } from './approved-offer/approved-offer';
import { ConditionalOffer, conditionalOfferPropsSchema } from './conditional-offer/conditional-offer';
import { ConfirmInformation, confirmInformationPropsSchema } from './confirm-information/confirm-information';
import { FundingDetails, fundingDetailsPropsSchema } from './funding-details/funding-details';
import { InReview, inReviewPropsSchema } from './in-review/in-review';
import { ReviewSubmit, reviewSubmitPropsSchema } from './review-submit/review-submit';
import type { ScreenProps } from './screen-props';
import { StatementCollect, statementCollectPropsSchema } from './statement-collect/statement-collect';
import { StatusPage, statusPagePropsSchema } from './status-page';
import { WaitingForOwners, waitingForOwnersPropsSchema } from './waiting-for-owners/waiting-for-owners';

export const screenRegistry = {
  statusPage: StatusPage,
  reviewSubmit: ReviewSubmit,
  inReview: InReview,
  [STATEMENT_SCREEN]: StatementCollect,
  conditionalOffer: ConditionalOffer,
  approvedOffer: ApprovedOffer,
  fundingDetails: FundingDetails,
  waitingForOwners: WaitingForOwners,
  confirmInformation: ConfirmInformation,
} as const;

export type ScreenName = keyof typeof screenRegistry;

/** Any screen, whatever its props: what the app renders after the meta-schema checked them. */
export type AnyScreen = ComponentType<ScreenProps<never>>;

export const screenPropsSchemas: Record<ScreenName, JsonSchema> = {
  statusPage: statusPagePropsSchema,
  reviewSubmit: reviewSubmitPropsSchema,
  inReview: inReviewPropsSchema,
  [STATEMENT_SCREEN]: statementCollectPropsSchema,
  conditionalOffer: conditionalOfferPropsSchema,
  approvedOffer: approvedOfferPropsSchema,
  fundingDetails: fundingDetailsPropsSchema,
  waitingForOwners: waitingForOwnersPropsSchema,
  confirmInformation: confirmInformationPropsSchema,
};

export const screenNames = Object.keys(screenRegistry) as ScreenName[];
