import type { DocumentRow } from '../../db/tables/documents.table';
import { nameForType } from './file-name';

/** A document as the API shows it (spec 02 section 3: linkages of type AdrId, file type and size). */
export interface DocumentView {
  id: string;
  documentType: string;
  adrId: string | null;
  linkages: { type: 'AdrId'; linkId: string }[];
  fileName: string;
  fileType: string;
  contentType: string;
  size: number;
  source: string;
  statementPeriod: { from: string; to: string } | null;
  createdAt: string;
}

export function toDocumentView(row: DocumentRow): DocumentView {
  return {
    id: row.id,
    documentType: row.document_type,
    adrId: row.adr_id,
    linkages: row.adr_id ? [{ type: 'AdrId', linkId: row.adr_id }] : [],
    // Rows stored before names followed the judged type get its extension here too.
    fileName: nameForType(row.file_name, row.file_type),
    fileType: row.file_type,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    source: row.source,
    statementPeriod: row.statement_from && row.statement_to ? { from: row.statement_from, to: row.statement_to } : null,
    createdAt: row.created_at.toISOString(),
  };
}
