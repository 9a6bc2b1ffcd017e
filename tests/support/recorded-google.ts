/**
 * Google Maps Platform on this machine: a node:http server that answers every request with one
 * recorded answer from tests/fixtures/address/ (its status and body; each file names its source
 * beside it) and keeps what it was asked, so an adapter is tested over real HTTP with its own
 * fetch, headers and timeouts.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedAnswer {
  /** The documentation page the answer comes from, or whose format it follows. */
  source: string;
  provenance: 'documented example' | 'constructed to the documented format';
  note?: string;
  status: number;
  body: unknown;
}

export function recordedAnswer(name: string): RecordedAnswer {
  return JSON.parse(readFileSync(new URL(`../fixtures/address/${name}`, import.meta.url), 'utf8')) as RecordedAnswer;
}

export interface AskedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export async function startRecordedGoogle() {
  let answer: { status: number; contentType: string; text: string } = { status: 500, contentType: 'text/plain', text: 'no answer chosen' };
  const asked: AskedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      asked.push({
        method: request.method ?? 'GET',
        url: new URL(request.url ?? '/', 'http://google.test'),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      });
      response.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    asked,
    /** Every request from now on gets this recorded answer. */
    serve(name: string) {
      const { status, body } = recordedAnswer(name);
      answer = { status, contentType: 'application/json; charset=UTF-8', text: JSON.stringify(body) };
      asked.length = 0;
    },
    /** Every request from now on gets this text (a proxy's error page). */
    serveText(status: number, text: string) {
      answer = { status, contentType: 'text/html', text };
      asked.length = 0;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
