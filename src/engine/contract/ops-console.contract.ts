/** What the operations console reads: applications found by filters, and one application whole. */
import { staffReason } from './staff-reason';
import { ApplicationSchema } from './applications.contract';
import { named, nullable, Type, type Static } from './named';
import { OpsBankConnectionSchema, OpsDecisionSchema, OpsPendingDecisionSchema, OpsSignatureSchema } from './ops-application-parts.contract';

export const OpsApplicationQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.String({ pattern: '^[A-Z][A-Z_]{0,63}$' })),
    stage: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,64}$', description: 'A stage of the lifecycle, e.g. StatementCollect.' })),
    product: Type.Optional(Type.String({ maxLength: 64 })),
    q: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "An e-mail, an application's id, or words of its answers (a business name, an ABN)." }),
    ),
    createdFrom: Type.Optional(Type.String({ format: 'date', description: 'Created on or after this day (UTC).' })),
    createdTo: Type.Optional(Type.String({ format: 'date', description: 'Created on or before this day (UTC).' })),
    after: Type.Optional(Type.String({ maxLength: 200, description: "The previous page's `next`." })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { $id: 'OpsApplicationQuery', additionalProperties: false },
);
export type OpsApplicationQuery = Static<typeof OpsApplicationQuerySchema>;

export const OpsApplicationRowSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    product: Type.String(),
    status: Type.String(),
    stage: Type.String(),
    email: Type.String(),
    applicantName: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OpsApplicationRow' },
);
export type OpsApplicationRow = Static<typeof OpsApplicationRowSchema>;

export const OpsApplicationPageSchema = Type.Object(
  {
    items: Type.Array(named(OpsApplicationRowSchema), { description: 'Newest first.' }),
    next: nullable(Type.String({ description: 'Pass as `after` for the next page; null on the last.' })),
  },
  { $id: 'OpsApplicationPage' },
);
export type OpsApplicationPage = Static<typeof OpsApplicationPageSchema>;

export const OpsHistoryEntrySchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    /** 'application': a change the application recorded; 'staff': a staff action. */
    kind: Type.Union([Type.Literal('application'), Type.Literal('staff')]),
    what: Type.String({ description: 'The event type (created, patched, status_changed, ...) or the staff route.' }),
    who: Type.String({ description: "The applicant's e-mail, a staff member's, 'operations token' or 'system'." }),
    reason: nullable(Type.String()),
    stageFrom: nullable(Type.String()),
    stageTo: nullable(Type.String()),
  },
  { $id: 'OpsHistoryEntry' },
);
export type OpsHistoryEntry = Static<typeof OpsHistoryEntrySchema>;

export const OpsDocumentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    fileName: Type.String(),
    documentType: Type.String(),
    source: Type.String(),
    sizeBytes: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OpsDocument' },
);

export const PersonalDataRevealRequestSchema = Type.Object(
  { reason: staffReason('Why they are needed: kept in the staff audit with who and when.') },
  { $id: 'PersonalDataRevealRequest', additionalProperties: false },
);
export type PersonalDataRevealRequest = Static<typeof PersonalDataRevealRequestSchema>;

export const PersonalDataRevealSchema = Type.Object(
  {
    values: Type.Array(Type.Object({ pointer: Type.String(), value: Type.String() }), {
      description: "The application's personal answers (the journey's personalData) in clear, each at its JSON Pointer.",
    }),
  },
  { $id: 'PersonalDataReveal' },
);
export type PersonalDataReveal = Static<typeof PersonalDataRevealSchema>;

export const OpsApplicationDetailSchema = Type.Object(
  {
    application: named(ApplicationSchema),
    account: Type.Object({ email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
    documents: Type.Array(named(OpsDocumentSchema)),
    history: Type.Array(named(OpsHistoryEntrySchema), { description: 'Oldest first.' }),
    decisions: Type.Array(named(OpsDecisionSchema), { description: 'Newest first; the first is the current one.' }),
    pendingDecision: OpsPendingDecisionSchema,
    bankConnections: Type.Array(named(OpsBankConnectionSchema), { description: 'Newest first.' }),
    signatures: Type.Array(named(OpsSignatureSchema), { description: 'Of every agreement round, newest round first.' }),
    deidentifiedAt: nullable(Type.String({ format: 'date-time', description: 'When the retention job removed its personal data; null while it is held.' })),
  },
  { $id: 'OpsApplicationDetail' },
);
export type OpsApplicationDetail = Static<typeof OpsApplicationDetailSchema>;
