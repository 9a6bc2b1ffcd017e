import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { loggerOptions } from '../../src/server/logging';
import { bearer, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';
import { createTestRules } from '../support/test-rules';

describeEachDatabase('database errors in the log', (kind) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lj-log-'));
    database = await openTestDatabase(kind, 'log_redaction');
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test' });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildServer({
      config,
      db: database.db,
      applicationRules: createTestRules(),
      logger: { ...loggerOptions('info'), stream },
      jobs: { enabled: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("logs the failing statement's code and message, never the personal data in its parameters or detail", async () => {
    const applicant = await signUpAndLogIn(app);
    // Every new row breaks these checks, so the database refuses the statements with the whole
    // row in the error: its parameters (PGlite) and its detail ("Failing row contains ...").
    await sql`alter table users add constraint no_new_users check (false) not valid`.execute(database.db);
    await sql`alter table applications add constraint no_new_applications check (false) not valid`.execute(database.db);
    lines.length = 0;

    const signUp = await app.inject({
      method: 'POST',
      url: '/api/public/users',
      payload: { email: 'zebedee.logcheck@example.com.au', password: 'Pw-never-in-logs-1', firstName: 'Zebedee', lastName: 'Quasimodo' },
    });
    expect(signUp.statusCode).toBe(500);
    const application = await app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(applicant.token),
      payload: { createAppData: { firstName: 'Philippa', lastName: 'Wrexham-Oddie', email: 'philippa.logcheck@example.com.au', product: 'tl' } },
    });
    expect(application.statusCode).toBe(500);

    const output = lines.join('');
    expect(output).toContain('23514');
    expect(output).toContain('violates check constraint \\"no_new_users\\"');
    expect(output).toContain('violates check constraint \\"no_new_applications\\"');
    for (const secret of [
      'zebedee.logcheck',
      'Zebedee',
      'Quasimodo',
      'Pw-never-in-logs-1',
      '$argon2id',
      'Philippa',
      'Wrexham-Oddie',
      'philippa.logcheck',
      applicant.email,
    ]) {
      expect(output, secret).not.toContain(secret);
    }
  });
});
