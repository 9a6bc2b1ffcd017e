import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { GeneratedTimestamp } from './column-types';
import type { DocumentFileType } from './documents.table';

/**
 * A form the lender attaches to a document it asks for: the applicant downloads it, fills it in
 * and uploads it back. The bytes are in document storage under `storage_key`.
 */
export interface DocumentTemplatesTable {
  id: Generated<string>;
  application_id: string;
  storage_key: string;
  /** The file name staff gave it, sanitised; shown, never used as a path. */
  file_name: string;
  file_type: DocumentFileType;
  content_type: string;
  /** bigint: pg answers a string, PGlite a number. */
  size_bytes: ColumnType<string | number, number, never>;
  sha256: string;
  /** The staff actor who attached it (as the staff audit names them). */
  uploaded_by: string;
  created_at: GeneratedTimestamp;
}

export type DocumentTemplateRow = Selectable<DocumentTemplatesTable>;
export type NewDocumentTemplateRow = Insertable<DocumentTemplatesTable>;
