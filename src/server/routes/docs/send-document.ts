/**
 * How a document's bytes are answered, to its applicant and to staff alike: as an attachment with
 * its judged type, never cached, in a sandbox so a crafted file cannot run in the portal's origin.
 */
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from '../../../engine/contract/named';
import type { DocumentRow } from '../../db/tables/documents.table';
import { nameForType } from '../../services/documents/file-name';

// The bytes are no part of the JSON contract: a stream is sent as it is, never serialised, so
// this only types the handler and tells the API docs which media types the answer comes in.
const bytes = { schema: { type: 'string', format: 'binary' } };
export const documentBytes = Type.Unsafe<Readable>({
  description: "The document's bytes, in the content type judged at upload.",
  content: { 'application/pdf': bytes, 'image/png': bytes, 'image/jpeg': bytes, 'text/plain': bytes, 'text/csv': bytes },
});

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A document, or a template staff attached: what the answer's headers need of it. */
type SentFile = Pick<DocumentRow, 'content_type' | 'size_bytes' | 'file_name' | 'file_type'>;

export function sendDocument(reply: FastifyReply, document: SentFile, content: Readable): FastifyReply {
  return reply
    .header('content-type', document.content_type)
    .header('content-length', String(document.size_bytes))
    .header('content-disposition', contentDisposition(nameForType(document.file_name, document.file_type)))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(content);
}
