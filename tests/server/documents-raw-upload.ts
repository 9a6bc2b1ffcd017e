/**
 * Uploads over a real socket, for what app.inject cannot show: a body that stops arriving, a
 * client that goes away, and the file descriptors and partial files the server holds meanwhile
 * (the server runs in the test's process, so /proc/self/fd lists its descriptors).
 */
import { readdir, readlink } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';

export interface RawAnswer {
  /** The status line's code, or undefined when the server closed without answering. */
  statusCode: number | undefined;
  head: string;
  body: string;
  /** Milliseconds from the last byte sent to the socket's close. */
  closedAfterMs: number;
}

export interface StalledUpload {
  socket: Socket;
  /** Settles once the server has closed the connection. */
  answer: Promise<RawAnswer>;
}

/**
 * Sends the head of a multipart upload declaring a 1 MB body, then `fields` and the start of a
 * file whose body never ends (unless `file` is false), and then nothing.
 */
export function startStalledUpload(
  port: number,
  request: { token: string; applicationId: string; fields: Record<string, string>; file?: string | false; contentType?: string },
): StalledUpload {
  const boundary = 'stalled-upload-boundary';
  const parts = Object.entries(request.fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (request.file !== false) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="statement.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        (request.file ?? 'Date,Description,Amount\n2026-05-01,Sale,10.00\n'.repeat(200)),
    );
  }
  const head = [
    `POST /api/apps/${request.applicationId}/docs HTTP/1.1`,
    'Host: 127.0.0.1',
    `Authorization: Bearer ${request.token}`,
    `Content-Type: ${request.contentType ?? `multipart/form-data; boundary=${boundary}`}`,
    'Content-Length: 1048576',
    '',
    '',
  ].join('\r\n');

  const socket = connect({ port, host: '127.0.0.1' });
  const received: Buffer[] = [];
  let sentAt = 0;
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const answer = new Promise<RawAnswer>((resolve) => {
    socket.on('error', () => undefined); // a reset is one way of being closed
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [headText = '', ...body] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(headText);
      resolve({ statusCode: status ? Number(status[1]) : undefined, head: headText, body: body.join('\r\n\r\n'), closedAfterMs: Date.now() - sentAt });
    });
  });
  socket.write(head + parts.join(''), () => {
    sentAt = Date.now();
  });
  return { socket, answer };
}

/** Files under `dir` this process holds open. */
export async function openFilesUnder(dir: string): Promise<string[]> {
  const targets = await Promise.all((await readdir('/proc/self/fd')).map((fd) => readlink(join('/proc/self/fd', fd)).catch(() => '')));
  return targets.filter((target) => target.startsWith(dir));
}

export async function openDescriptorCount(): Promise<number> {
  return (await readdir('/proc/self/fd')).length;
}

/** `.partial` files anywhere under `dir`. */
export async function partialFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.partial'));
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}
