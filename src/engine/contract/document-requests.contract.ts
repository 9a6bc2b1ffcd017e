/**
 * The documents a conditional approval asks for, as the applicant and staff see them (spec 01
 * section 2, 02 sections 3 and 7): each request's template (a form to download, fill and upload
 * back), the uploads that answer it, and where it stands: outstanding, received, accepted, or
 * refused with the reason the applicant reads.
 */
import { DOCUMENT_REQUEST_STATUSES, DOCUMENT_REVIEW_VERDICTS } from '../documents/document-request-status';
import { named, nullable, Type, type Static } from './named';

export const DocumentTemplateViewSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    fileName: Type.String(),
    fileType: Type.Enum(['pdf', 'png', 'jpg', 'txt', 'csv'], { type: 'string' }),
    size: Type.Integer(),
  },
  { $id: 'DocumentTemplateView', description: 'A form the lender attached to a document it asks for (spec 02 section 3, template name).' },
);
export type DocumentTemplateView = Static<typeof DocumentTemplateViewSchema>;

const verdict = (options: { description?: string } = {}) => Type.Enum(DOCUMENT_REVIEW_VERDICTS, { type: 'string', ...options });

export const RequestedUploadSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  size: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  review: Type.Union([verdict(), Type.Null()], { description: "The lender's verdict; null until reviewed." }),
  reason: nullable(Type.String({ description: 'Why it was refused.' })),
});

export const DocumentRequestViewSchema = Type.Object(
  {
    type: Type.String({ description: 'The document type the upload is filed as.' }),
    title: Type.String({ description: 'What the applicant is asked for.' }),
    template: Type.Union([named(DocumentTemplateViewSchema), Type.Null()], { description: 'The form to download, fill and upload back; null when none.' }),
    status: Type.Enum(DOCUMENT_REQUEST_STATUSES, {
      type: 'string',
      description: "Of the latest upload: 'outstanding' (none), 'received' (not yet reviewed), 'accepted' or 'refused'.",
    }),
    reason: nullable(Type.String({ description: "Why the latest upload was refused; null unless 'refused'." })),
    uploads: Type.Array(RequestedUploadSchema, { description: "The applicant's uploads of this type, oldest first." }),
  },
  { $id: 'DocumentRequestView' },
);
export type DocumentRequestView = Static<typeof DocumentRequestViewSchema>;

export const DocumentRequestListSchema = Type.Object({ items: Type.Array(named(DocumentRequestViewSchema)) }, { $id: 'DocumentRequestList' });
export type DocumentRequestList = Static<typeof DocumentRequestListSchema>;

export const DocumentTemplateParamsSchema = Type.Object(
  { id: Type.String({ maxLength: 64 }), templateId: Type.String({ maxLength: 64 }) },
  { $id: 'DocumentTemplateParams' },
);

export const DocumentReviewRequestSchema = Type.Object(
  {
    verdict: verdict(),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'Needed to refuse: what the applicant reads.' })),
  },
  { $id: 'DocumentReviewRequest', additionalProperties: false },
);
export type DocumentReviewRequest = Static<typeof DocumentReviewRequestSchema>;

export const DocumentRequestTypeParamsSchema = Type.Object(
  { id: Type.String({ maxLength: 64 }), type: Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$' }) },
  { $id: 'DocumentRequestTypeParams' },
);

export const DocumentRequestAmendmentSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200, description: 'What the applicant is asked for.' }),
    templateId: Type.Optional(
      Type.String({ format: 'uuid', description: 'A template attached to this application (POST document-templates); without it, the request has none.' }),
    ),
  },
  { $id: 'DocumentRequestAmendment', additionalProperties: false },
);
export type DocumentRequestAmendment = Static<typeof DocumentRequestAmendmentSchema>;
