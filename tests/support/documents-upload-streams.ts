/**
 * Large upload bodies generated chunk by chunk, so a test or a benchmark can send 25 MB without
 * holding it: a multipart/form-data body, CSV statement lines and a valid padded PDF.
 * Free of test-runner imports, so `npm run bench` uses it too.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface FilePart {
  name: string;
  contentType?: string;
  /** The bytes, or a generator of chunks (so large files never sit in memory). */
  content: Uint8Array | string | (() => AsyncIterable<Uint8Array>);
}

/** A multipart/form-data body, fields first, streamed. */
export function multipart(fields: Record<string, string>, file?: FilePart): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  async function* body(): AsyncIterable<Uint8Array> {
    for (const [name, value] of Object.entries(fields)) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    if (file) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (typeof file.content === 'function') {
        for await (const chunk of file.content()) yield chunk;
      } else {
        yield typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
      }
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `size` bytes of CSV statement lines, generated chunk by chunk. */
export function csvChunks(size: number, chunkSize = 64 * 1024): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const line = Buffer.from('2026-05-01,EFTPOS SETTLEMENT MERCHANT 4410,,3100.00,48450.12\n');
    const block = Buffer.alloc(chunkSize);
    for (let i = 0; i < chunkSize; i += line.length) line.copy(block, i, 0, Math.min(line.length, chunkSize - i));
    let sent = 0;
    while (sent < size) {
      const length = Math.min(chunkSize, size - sent);
      yield Buffer.from(block.subarray(0, length)); // a fresh chunk each time, as a socket would deliver
      sent += length;
    }
  };
}

/**
 * A valid PDF of about `size` bytes, generated chunk by chunk: one page whose content stream is
 * padded with comment lines. Offsets in the cross-reference table are computed as it goes.
 */
export function largePdfChunks(size: number, chunkSize = 64 * 1024): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const offsets: number[] = [];
    let position = 0;
    const emit = (text: string) => {
      const bytes = Buffer.from(text, 'latin1');
      position += bytes.length;
      return bytes;
    };
    yield emit('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    offsets[1] = position;
    yield emit('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');
    offsets[2] = position;
    yield emit('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
    offsets[3] = position;
    yield emit('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n');
    const streamLength = Math.max(0, size - 600);
    offsets[4] = position;
    yield emit(`4 0 obj\n<< /Length ${streamLength} >>\nstream\n`);
    const line = Buffer.from('% statement padding line for a large scanned statement ...........\n', 'latin1');
    const block = Buffer.alloc(chunkSize);
    for (let i = 0; i < chunkSize; i += line.length) line.copy(block, i, 0, Math.min(line.length, chunkSize - i));
    for (let sent = 0; sent < streamLength;) {
      const length = Math.min(chunkSize, streamLength - sent);
      yield Buffer.from(block.subarray(0, length));
      sent += length;
    }
    position += streamLength;
    yield emit('\nendstream\nendobj\n');
    const xref = position;
    const rows = [1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
    yield emit(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  };
}
