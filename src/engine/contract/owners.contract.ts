/**
 * The additional owner's own part (spec 01 section 6): signing in with a mailed link, asking for a
 * fresh one, their own details and consents, their documents, and where each owner has got to
 * (for the applicant and for staff).
 */
import { named, nullable, Type, type Static } from './named';
import { FieldErrorSchema } from './errors.contract';

export const OwnerSignInRequestSchema = Type.Object(
  { link: Type.String({ minLength: 20, maxLength: 200, description: 'The token of the mailed sign-in link (single-use).' }) },
  { $id: 'OwnerSignInRequest', additionalProperties: false },
);
export type OwnerSignInRequest = Static<typeof OwnerSignInRequestSchema>;

export const OwnerSessionSchema = Type.Object(
  {
    accessToken: Type.String({ description: "An owner's bearer token: opens /api/owner and nothing else." }),
    expiresAt: Type.Integer({ description: 'Epoch milliseconds.' }),
    product: Type.String(),
  },
  { $id: 'OwnerSession' },
);
export type OwnerSession = Static<typeof OwnerSessionSchema>;

export const OwnerLinkRequestSchema = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }), product: Type.String({ maxLength: 40 }) },
  { $id: 'OwnerLinkRequest', additionalProperties: false },
);
export type OwnerLinkRequest = Static<typeof OwnerLinkRequestSchema>;

/** Where an owner has got to, in the order they go. */
export const OwnerProgressSchema = Type.Object(
  {
    invitedAt: Type.String({ format: 'date-time' }),
    detailsConfirmedAt: nullable(Type.String({ format: 'date-time' })),
    documentsUploaded: Type.Boolean(),
    signedAt: nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'OwnerProgress' },
);
export type OwnerProgress = Static<typeof OwnerProgressSchema>;

export const OwnerDocumentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    documentType: Type.String(),
    fileName: Type.String(),
    size: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'OwnerDocument' },
);
export type OwnerDocument = Static<typeof OwnerDocumentSchema>;

export const OwnerPartSchema = Type.Object(
  {
    product: Type.String(),
    lenderName: Type.String(),
    businessName: Type.String(),
    applicantName: Type.String(),
    ownerName: Type.String(),
    email: Type.String(),
    percentOwnership: Type.String(),
    /** The owner's own answers, the role's fields only. */
    details: Type.Record(Type.String(), Type.Unknown()),
    consents: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), accepted: Type.Boolean() })),
    documentType: Type.String(),
    documents: Type.Array(named(OwnerDocumentSchema)),
    progress: named(OwnerProgressSchema),
    /** False once the agreement is drawn up with these details. */
    editable: Type.Boolean(),
    signing: Type.Enum(['not-ready', 'ready', 'signed'], { type: 'string', description: 'ready: the applicant has signed and it is this owner’s turn.' }),
    signedAgreement: Type.Boolean({ description: 'Everyone has signed: the signed agreement can be downloaded.' }),
  },
  { $id: 'OwnerPart' },
);
export type OwnerPart = Static<typeof OwnerPartSchema>;

export const OwnerDetailsRequestSchema = Type.Object(
  {
    details: Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), { maxProperties: 40 }),
    consents: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20, uniqueItems: true }),
  },
  { $id: 'OwnerDetailsRequest', additionalProperties: false },
);
export type OwnerDetailsRequest = Static<typeof OwnerDetailsRequestSchema>;

export const OwnerFieldErrorsSchema = Type.Object({ errors: Type.Array(named(FieldErrorSchema)) }, { $id: 'OwnerFieldErrors' });

export const OwnerDocumentParamsSchema = Type.Object({ docId: Type.String({ format: 'uuid' }) }, { $id: 'OwnerDocumentParams' });

/** Each additional owner of an application and their progress: the applicant's and staff's view. */
export const AdditionalOwnerStatusSchema = Type.Object(
  {
    name: Type.String(),
    email: Type.String(),
    progress: named(OwnerProgressSchema),
  },
  { $id: 'AdditionalOwnerStatus' },
);
export type AdditionalOwnerStatus = Static<typeof AdditionalOwnerStatusSchema>;

export const AdditionalOwnerListSchema = Type.Object({ owners: Type.Array(named(AdditionalOwnerStatusSchema)) }, { $id: 'AdditionalOwnerList' });
export type AdditionalOwnerList = Static<typeof AdditionalOwnerListSchema>;

/** Every schema of this part, in the order the contract registers them. */
export const ownerContractSchemas = [
  OwnerSignInRequestSchema,
  OwnerSessionSchema,
  OwnerLinkRequestSchema,
  OwnerProgressSchema,
  OwnerDocumentSchema,
  OwnerPartSchema,
  OwnerDetailsRequestSchema,
  OwnerFieldErrorsSchema,
  OwnerDocumentParamsSchema,
  AdditionalOwnerStatusSchema,
  AdditionalOwnerListSchema,
];
