/**
 * Where a requested document stands, from the applicant's uploads of its type: the latest upload
 * decides, so a refused document replaced by a new upload is 'received' again until reviewed.
 */
export const DOCUMENT_REVIEW_VERDICTS = ['accepted', 'refused'] as const;
export type DocumentReviewVerdict = (typeof DOCUMENT_REVIEW_VERDICTS)[number];

export const DOCUMENT_REQUEST_STATUSES = ['outstanding', 'received', 'accepted', 'refused'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export interface ReviewedUpload {
  review: DocumentReviewVerdict | null;
  reason: string | null;
}

/** `uploads` oldest first. */
export function documentRequestStatus(uploads: readonly ReviewedUpload[]): { status: DocumentRequestStatus; reason: string | null } {
  const latest = uploads.at(-1);
  if (!latest) return { status: 'outstanding', reason: null };
  if (latest.review === 'refused') return { status: 'refused', reason: latest.reason };
  return { status: latest.review ?? 'received', reason: null };
}

/** A request is answered while its latest upload stands: received or accepted, not refused. */
export const isAnswered = (status: DocumentRequestStatus) => status === 'received' || status === 'accepted';
