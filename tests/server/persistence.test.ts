import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { seedDemo } from '../../src/server/services/seed-demo';
import { bearer, createApplicationFor, logIn, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';
import { createTestRules } from '../support/test-rules';

describe('persistence on a PGlite data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lj-persist-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    return buildServer({ config, applicationRules: createTestRules(), logger: false });
  };

  it('keeps users, sessions, applications and the signing keys across a rebuild', async () => {
    const first = await start();
    const user = await signUpAndLogIn(first);
    const application = await createApplicationFor(first, user.token);
    const patched = await first.inject({
      method: 'PATCH',
      url: `/api/apps/${application.id}`,
      headers: bearer(user.token),
      payload: { version: 1, stage: 'FundingNeeds', patch: [{ op: 'add', path: '/hearAboutUs', value: 'Radio' }] },
    });
    expect(patched.statusCode).toBe(200);
    await first.close();

    const second = await start();
    try {
      // The token from before the restart still works: same keys, same session row.
      const read = await second.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(user.token) });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ version: 2, stage: 'FundingNeeds', data: { hearAboutUs: 'Radio' } });
      expect((await logIn(second, user.email, user.password)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000); // three PGlite starts on a fresh data directory: slow on a loaded machine
});

describeEachDatabase('seedDemo', (kind) => {
  const server = useTestServer(kind, 'seed-demo');

  it('creates the demo applicant once with a password that signs in, then reports it exists', async () => {
    const first = await seedDemo({ db: server().db });
    expect(first).toEqual({ created: true, email: 'demo@example.com.au', password: expect.any(String) });
    if (!first.created) throw new Error('expected a new demo applicant');
    expect(first.password.length).toBeGreaterThanOrEqual(12);
    expect((await logIn(server().app, first.email, first.password)).statusCode).toBe(200);

    expect(await seedDemo({ db: server().db })).toEqual({ created: false, email: 'demo@example.com.au' });
    expect((await logIn(server().app, first.email, first.password)).statusCode).toBe(200);
  }, 120_000);
});
