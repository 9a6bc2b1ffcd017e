/** The applications API (spec 02 section 7): what the server answers and the browser sends. */
import { named, nullable, openObject, Type, type Static } from './named';

export const ApplicationIdParamsSchema = Type.Object(
  // No uuid format: a malformed id answers 404 like any other id that is not the caller's.
  { id: Type.String({ maxLength: 64 }) },
  { $id: 'ApplicationIdParams' },
);

export const ApplicationListQuerySchema = Type.Object(
  { filter: Type.Optional(Type.String({ maxLength: 64, description: '`all` (default) or a product id.' })) },
  { $id: 'ApplicationListQuery' },
);

export const ApplicationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    product: Type.String(),
    status: Type.String(),
    stage: Type.String(),
    version: Type.Integer({ description: 'Send it with the next PATCH.' }),
    salesChannel: nullable(Type.String()),
    parentApplicationId: nullable(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    submittedAt: nullable(Type.String({ format: 'date-time' })),
    data: openObject({ description: 'The application document: owners, coOwners, business, consents, hearAboutUs, _extension, ...' }),
  },
  { $id: 'Application' },
);
/** The application as the API answers it: the server builds it, the web app reads it. */
export type ApplicationRecord = Static<typeof ApplicationSchema>;

export const ApplicationSummarySchema = Type.Object(
  { id: Type.String({ format: 'uuid' }), status: Type.String(), product: Type.String(), stage: Type.String() },
  { $id: 'ApplicationSummary' },
);
/** One line of the list of an applicant's applications. */
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>;

export const ApplicationListSchema = Type.Object(
  { items: Type.Array(named(ApplicationSummarySchema), { description: 'Latest first.' }) },
  { $id: 'ApplicationList' },
);
export type ApplicationList = Static<typeof ApplicationListSchema>;

export const CreateApplicationRequestSchema = Type.Object(
  {
    createAppData: Type.Object(
      {
        firstName: Type.String({ minLength: 1, maxLength: 100 }),
        lastName: Type.String({ minLength: 1, maxLength: 100 }),
        email: Type.String({ format: 'email', maxLength: 254 }),
        product: Type.String({ minLength: 1, maxLength: 64 }),
        landingPageUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://', description: 'The page the applicant first arrived on.' })),
      },
      { additionalProperties: false },
    ),
    patchAppData: Type.Optional(openObject({ description: 'owners, business, hearAboutUs, coOwners, _extension, ...: merged into the created document.' })),
  },
  { $id: 'CreateApplicationRequest', additionalProperties: false },
);
export type CreateApplicationRequest = Static<typeof CreateApplicationRequestSchema>;

export const JsonPatchOperationSchema = Type.Object(
  {
    op: Type.Enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
    path: Type.String({ maxLength: 1024 }),
    from: Type.Optional(Type.String({ maxLength: 1024 })),
    value: Type.Optional(Type.Unknown({ description: 'Any JSON value (add, replace, test).' })),
  },
  { $id: 'JsonPatchOperation', description: 'One RFC 6902 operation.', additionalProperties: false },
);
export type JsonPatchOperation = Static<typeof JsonPatchOperationSchema>;

export const PatchApplicationRequestSchema = Type.Object(
  {
    stage: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'The stage to move to; the current one when absent.' })),
    patch: Type.Array(named(JsonPatchOperationSchema), { maxItems: 1000 }),
    version: Type.Integer({ minimum: 1, description: 'The version the patch was made against.' }),
  },
  { $id: 'PatchApplicationRequest', additionalProperties: false },
);
export type PatchApplicationRequest = Static<typeof PatchApplicationRequestSchema>;

export const EmptyObjectSchema = Type.Object({}, { $id: 'EmptyObject', description: 'An empty JSON object.' });
