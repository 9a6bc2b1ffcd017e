/**
 * The memory a 25 MB document upload costs the server. The portal runs in this process on
 * embedded PGlite and listens on 127.0.0.1; the upload goes over HTTP as a streamed multipart
 * body generated chunk by chunk, so the file exists whole nowhere in memory. Every 2.5 MB sent,
 * a full collection is run and the live memory (V8 heap plus array buffers) compared with the
 * lowest level seen: that is what the server holds for the upload. RSS is sampled too.
 * A server that buffered the file would show about 25 MB; the target is under 10 MB.
 */
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { inMb, measureUpload } from '../../tests/support/documents-memory';
import { csvChunks, largePdfChunks, multipart } from '../../tests/support/documents-upload-streams';
import type { BenchModule } from './measure';

const MB = 1024 * 1024;
const TARGET_MB = 10;

function post(port: number, url: string, token: string, body: ReturnType<typeof multipart>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method: 'POST', headers: { ...body.headers, authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    pipeline(body.payload, req).catch(reject);
  });
}

const uploadMemoryBench: BenchModule = {
  name: 'upload-memory',
  async run() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
    const config = await loadConfig({ DATA_DIR: dataDir, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn' });
    const app = await buildServer({ config, applicationRules: await createJourneyRules(path.resolve('journeys')), logger: false, jobs: { enabled: false } });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;

      const account = { email: `bench.${Date.now()}@example.com.au`, password: 'Bench-password-1', firstName: 'Bench', lastName: 'Applicant' };
      await app.inject({ method: 'POST', url: '/api/public/users', payload: account });
      const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } })).json()
        .accessToken as string;
      const created = await app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: { authorization: `Bearer ${token}` },
        payload: { createAppData: { firstName: 'Bench', lastName: 'Applicant', email: account.email, product: 'tl' } },
      });
      const url = `/api/apps/${created.json().id}/docs`;
      const fields = { documentType: 'SUPPORTING_DOCUMENT' };
      const send = (name: string, chunks: () => AsyncIterable<Uint8Array>) => post(port, url, token, multipart(fields, { name, content: chunks }));

      // Warm-up: the PDF parser loads and the heap reaches its working size.
      await send('warm-up.pdf', largePdfChunks(MB));
      await send('warm-up.csv', csvChunks(25 * MB));

      for (const [name, chunks] of [
        ['transactions.csv (25 MB)', csvChunks(25 * MB)],
        ['scanned statement.pdf (25 MB)', largePdfChunks(25 * MB)],
      ] as const) {
        let status = 0;
        const growth = await measureUpload(chunks, async (content) => {
          status = (await send(name, content)).status;
        });
        const verdict = status === 201 && inMb(growth.live) < TARGET_MB ? 'ok' : 'OVER TARGET';
        console.log(
          `  ${name.padEnd(32)} HTTP ${status}  live +${inMb(growth.live)} MB  RSS +${inMb(growth.rss)} MB  ` +
            `${Math.round(growth.ms)} ms (${(growth.bytesSent / MB / (growth.ms / 1000)).toFixed(0)} MB/s)  target < ${TARGET_MB} MB: ${verdict}`,
        );
      }
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

export default uploadMemoryBench;
