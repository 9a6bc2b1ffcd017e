import * as applications from './applications.schemas';
import * as auth from './auth.schemas';
import { emptyObjectSchema, errorResponseSchema, ruleViolationSchema } from './common.schemas';
import * as decisions from './decisions.schemas';
import * as offers from './offers.schemas';
import { settingsQuerySchema, settingsSchema } from './settings.schemas';

/** Every shared schema, in an order where each one's references come first. */
export const sharedSchemas: ({ $id: string } & object)[] = [
  ruleViolationSchema,
  errorResponseSchema,
  emptyObjectSchema,
  settingsSchema,
  settingsQuerySchema,
  auth.userSchema,
  auth.accountRefSchema,
  auth.signupRequestSchema,
  auth.loginRequestSchema,
  auth.sessionTokenSchema,
  auth.passwordResetRequestSchema,
  auth.passwordResetConfirmSchema,
  auth.reapplicationParamsSchema,
  auth.reapplicationCodeAnswerSchema,
  auth.reapplicationCodeSchema,
  auth.reapplicationAnswerSchema,
  auth.setPasswordRequestSchema,
  applications.applicationIdParamsSchema,
  applications.applicationListQuerySchema,
  applications.applicationSummarySchema,
  applications.applicationListSchema,
  applications.applicationSchema,
  applications.createApplicationRequestSchema,
  applications.jsonPatchOperationSchema,
  applications.patchApplicationRequestSchema,
  decisions.requiredDocumentSchema,
  decisions.decisionSchema,
  decisions.opsDecisionRequestSchema,
  decisions.decidedApplicationSchema,
  offers.offerTermsSchema,
  offers.pricedOfferSchema,
  offers.offersAnswerSchema,
  offers.acceptOfferRequestSchema,
];

/** `{ $ref: '<id>#' }` for a shared schema. */
export function ref(id: string): { $ref: string } {
  return { $ref: `${id}#` };
}
