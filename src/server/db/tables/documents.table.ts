import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { GeneratedTimestamp, NullableTimestamp } from './column-types';

/** Where a document came from: the applicant's upload, a bank-data retrieval, or the lender (the loan agreement). */
export type DocumentSource = 'applicant' | 'bank-data' | 'lender';

/** The lender's verdict on an uploaded document it asked for. */
export type DocumentReviewStatus = 'accepted' | 'refused';

/** File types the portal accepts, judged by content (spec 02 section 5). */
export type DocumentFileType = 'pdf' | 'png' | 'jpg' | 'txt' | 'csv';

/** Metadata of a document of an application; the bytes are in document storage under `storage_key`. */
export interface DocumentsTable {
  id: Generated<string>;
  application_id: string;
  /** The applicant who uploaded it; null for documents the bank-data service retrieved. */
  uploaded_by: string | null;
  source: DocumentSource;
  /** The bank-data enrolment that retrieved it; deleting the enrolment deletes the document. */
  enrolment_id: string | null;
  /** BANK_STATEMENT, BANK_TRANSACTIONS, SUPPORTING_DOCUMENT. */
  document_type: string;
  /** The additional-document request the upload answers (spec 02 section 3, linkage AdrId). */
  adr_id: string | null;
  /** Generated; never derived from the user's file name. */
  storage_key: string;
  /** The user's file name, sanitised; shown, never used as a path. */
  file_name: string;
  file_type: DocumentFileType;
  content_type: string;
  /** bigint: pg answers a string, PGlite a number. */
  size_bytes: ColumnType<string | number, number, never>;
  sha256: string;
  /** First and last month (YYYY-MM) a bank statement covers. */
  statement_from: string | null;
  statement_to: string | null;
  /** The lender's review of an upload it asked for; null until reviewed. */
  review_status: ColumnType<DocumentReviewStatus | null, DocumentReviewStatus | null | undefined, DocumentReviewStatus | null>;
  /** Why it was refused, as the applicant reads it. */
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff actor who reviewed it. */
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type NewDocumentRow = Insertable<DocumentsTable>;
