/**
 * Uploads of the fault suite: a whole one through fetch (multipart as the browser sends it), and
 * one held open by hand over a raw HTTP request, its body stopped before the file (`before`) or
 * halfway through it (`during`), so the portal is killed while the upload streams.
 */
import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import { send, type Answer, type Applicant } from './applicant';

export function supportingDocument(label: string): string {
  return `Supporting document ${label}\n${randomBytes(64 * 1024).toString('base64')}\n`;
}

/** `headers`: e.g. `connection: close` for an upload the portal may answer before reading all of it. */
export function uploadWhole(applicant: Applicant, content: string, name = 'notes.txt', headers: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  form.append('documentType', 'SUPPORTING_DOCUMENT');
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  return send(applicant.app('/docs'), { method: 'POST', token: applicant.token, body: form, headers });
}

/** An upload whose body stops at `at` and is held open until the portal dies; answers once those bytes are written. */
export async function uploadHeld(applicant: Applicant, content: string, at: 'before' | 'during'): Promise<ClientRequest> {
  const boundary = `----fault${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nSUPPORTING_DOCUMENT\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const whole = Buffer.byteLength(head) + Buffer.byteLength(content) + Buffer.byteLength(tail);
  const upload = request(applicant.app('/docs'), {
    method: 'POST',
    headers: { authorization: `Bearer ${applicant.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(whole) },
  });
  // The answer never comes: the portal is killed first. Its end is no error of the test's.
  upload.on('error', () => undefined);
  upload.on('response', (response) => response.resume());
  const written = at === 'before' ? head.slice(0, 20) : head + content.slice(0, Math.floor(content.length / 2));
  await new Promise<void>((resolve) => upload.write(written, () => resolve()));
  return upload;
}
