/** The parts of one application the console shows beside its answers: decisions (made and pending), bank connections, signatures. */
import { DocumentTemplateViewSchema } from './document-requests.contract';
import { named, nullable, nullableObject, Type, type Static } from './named';

export const OpsRequestedDocumentSchema = Type.Object({
  type: Type.String(),
  title: Type.String(),
  template: Type.Union([named(DocumentTemplateViewSchema), Type.Null()], { description: 'The form the request names; null when none.' }),
});

export const OpsDecisionSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    outcome: Type.String({ description: 'APPROVED, CONDITIONAL or DECLINED.' }),
    decidedBy: Type.String({ description: "'policy' or 'operations'." }),
    ruleId: nullable(Type.String({ description: 'The policy rule that decided.' })),
    approvedMaxAmount: nullable(Type.Number()),
    tier: nullable(Type.String()),
    documents: Type.Array(OpsRequestedDocumentSchema, { description: 'The documents a conditional approval asks for, each with its template.' }),
    declinedReasons: Type.Array(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    expiresAt: nullable(Type.String({ format: 'date-time' })),
    acceptedAt: nullable(Type.String({ format: 'date-time' })),
    acceptedTerms: Type.Union([
      Type.Object({
        loanAmount: Type.Optional(Type.Number()),
        term: Type.Optional(Type.Number()),
        termUnit: Type.Optional(Type.String()),
        paymentPeriod: Type.Optional(Type.String()),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'OpsDecision' },
);

export const OpsBankConnectionSchema = Type.Object(
  {
    bankName: Type.String(),
    status: Type.String({ description: 'task_required, retrieving, received or failed.' }),
    errorCode: nullable(Type.String()),
    accounts: Type.Array(
      Type.Object({ name: Type.String(), bsb: Type.String(), accountNumber: Type.String({ description: 'Masked.' }), holder: Type.String() }),
    ),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OpsBankConnection' },
);

export const OpsSignatureSchema = Type.Object(
  {
    signingDate: Type.String({ description: 'The agreement round’s day (yyyy-MM-dd).' }),
    roundState: Type.String({ description: 'open, completed or void.' }),
    name: Type.String(),
    email: Type.String(),
    signedAt: nullable(Type.String({ format: 'date-time' })),
    declinedAt: nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OpsSignature' },
);

export const OpsPendingDecisionSchema = nullableObject(
  Type.Object(
    {
      state: Type.Union([Type.Literal('queued'), Type.Literal('running')], {
        description: "'queued': the policy's decision job waits for its time; 'running': a worker is deciding now.",
      }),
      dueAt: Type.String({ format: 'date-time', description: 'When the job is due (its run_at): the policy decides then, unless staff decide first.' }),
    },
    {
      description: "The policy's decision still to come for this submission; null when none is queued or it would change nothing.",
    },
  ),
);

export type OpsDecision = Static<typeof OpsDecisionSchema>;
export type OpsBankConnection = Static<typeof OpsBankConnectionSchema>;
export type OpsSignature = Static<typeof OpsSignatureSchema>;
export type OpsPendingDecision = NonNullable<Static<typeof OpsPendingDecisionSchema>>;
