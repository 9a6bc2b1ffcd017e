import type { DocumentView } from '../../../engine/contract/documents.contract';
import type { DocumentRow } from '../../db/tables/documents.table';
import { nameForType } from './file-name';

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
