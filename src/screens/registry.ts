/**
 * The screens a journey may name (`"screen": "statusPage"`). Their names are generated into
 * schemas/journey.schema.json, so a typo is a `journey validate` error, not a blank page.
 */
import type { ComponentType } from 'react';
import type { ScreenProps } from './screen-props';
import { ApprovedOffer } from './approved-offer/approved-offer';
import { ConditionalOffer } from './conditional-offer/conditional-offer';
import { InReview } from './in-review/in-review';
import { ReviewSubmit } from './review-submit/review-submit';
import { StatementCollect } from './statement-collect/statement-collect';
import { StatusPage } from './status-page';

export const screenRegistry = {
  statusPage: StatusPage,
  reviewSubmit: ReviewSubmit,
  inReview: InReview,
  statementCollect: StatementCollect,
  conditionalOffer: ConditionalOffer,
  approvedOffer: ApprovedOffer,
} as const satisfies Record<string, ComponentType<ScreenProps>>;

export type ScreenName = keyof typeof screenRegistry;

export const screenNames = Object.keys(screenRegistry) as ScreenName[];
