/**
 * JOB_CONCURRENCY: half the PostgreSQL pool by default, a few on PGlite, and a malformed value
 * stops the start-up with its name.
 */
import { describe, expect, it } from 'vitest';
import { loadJobsConfig, PGLITE_JOB_CONCURRENCY } from '../../src/server/config/jobs';
import { POSTGRES_POOL_SIZE } from '../../src/server/db/create-db';

describe('the job worker configuration', () => {
  it('sizes the concurrency to the database unless JOB_CONCURRENCY says', () => {
    expect(loadJobsConfig({}, { postgres: true })).toEqual({ concurrency: POSTGRES_POOL_SIZE / 2 });
    expect(loadJobsConfig({}, { postgres: false })).toEqual({ concurrency: PGLITE_JOB_CONCURRENCY });
    expect(loadJobsConfig({ JOB_CONCURRENCY: '12' }, { postgres: true })).toEqual({ concurrency: 12 });
    expect(() => loadJobsConfig({ JOB_CONCURRENCY: '0' }, { postgres: false })).toThrow(/JOB_CONCURRENCY must be at least 1/);
    expect(() => loadJobsConfig({ JOB_CONCURRENCY: 'many' }, { postgres: false })).toThrow(/JOB_CONCURRENCY must be a whole number/);
  });
});
