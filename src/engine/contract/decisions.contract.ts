/** Decisions: what operations send to decide an application, and a decision as the API shows it. */
import { DECISION_OUTCOMES } from '../decision/decision.types';
import { ApplicationSchema } from './applications.contract';
import { named, nullable, Type, type Static } from './named';

export const RequiredDocumentSchema = Type.Object(
  {
    type: Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$', description: 'The document type the applicant uploads it as, e.g. DRIVER_LICENCE.' }),
    title: Type.String({ minLength: 1, maxLength: 200, description: 'What the applicant is asked for.' }),
    templateId: Type.Optional(
      Type.String({
        format: 'uuid',
        description: 'A form for the applicant to download, fill and upload back: a template staff attached to this application.',
      }),
    ),
  },
  { $id: 'RequiredDocument', additionalProperties: false },
);
/** A document a conditional approval asks the applicant to upload before the lender verifies it. */
export type RequiredDocument = Static<typeof RequiredDocumentSchema>;

/** The outcome of a decision, also the status it moves the application to. */
export const decisionOutcome = (options: { description?: string } = {}) => Type.Enum(DECISION_OUTCOMES, { type: 'string', ...options });

export const DecisionSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    applicationId: Type.String({ format: 'uuid' }),
    outcome: decisionOutcome(),
    maxAmount: nullable(Type.Integer({ description: 'Whole dollars; null for a decline.' })),
    tier: nullable(Type.String({ description: "A pricing tier of the product's offers." })),
    documents: Type.Array(named(RequiredDocumentSchema), { description: 'What a conditional approval asks the applicant to upload.' }),
    reasons: Type.Array(Type.String(), { description: "A decline's reasons, as the applicant reads them." }),
    decidedBy: Type.Enum(['policy', 'operations'], { type: 'string' }),
    ruleId: nullable(Type.String({ description: 'The policy rule that decided; null for operations.' })),
    decidedAt: Type.String({ format: 'date-time' }),
    expiresAt: nullable(Type.String({ format: 'date-time', description: 'When the offer lapses; null for a decline.' })),
  },
  { $id: 'Decision', description: "A decision on an application; the latest is the application's current one." },
);
/** A decision as operations see it. */
export type DecisionRecord = Static<typeof DecisionSchema>;

export const OpsDecisionRequestSchema = Type.Object(
  {
    outcome: decisionOutcome({ description: 'Also the status the application moves to.' }),
    maxAmount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000000 })),
    tier: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    documents: Type.Optional(Type.Array(named(RequiredDocumentSchema), { minItems: 1, maxItems: 20 })),
    reasons: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { minItems: 1, maxItems: 10 })),
  },
  {
    $id: 'OpsDecisionRequest',
    additionalProperties: false,
    description:
      'APPROVED needs maxAmount and tier; CONDITIONAL maxAmount and documents (a tier as an indication); DECLINED reasons. ' +
      "maxAmount is a loan amount of the product's limits, tier a tier of its offers pricing.",
  },
);
export type OpsDecisionRequest = Static<typeof OpsDecisionRequestSchema>;

export const DecidedApplicationSchema = Type.Object({ decision: named(DecisionSchema), application: named(ApplicationSchema) }, { $id: 'DecidedApplication' });
export type DecidedApplication = Static<typeof DecidedApplicationSchema>;
