/**
 * JOB_CONCURRENCY: half the PostgreSQL pool by default, a few on PGlite; JOB_LEASE_SECONDS a minute
 * by default; a malformed value stops the start-up with its name.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_LEASE_SECONDS, loadJobsConfig, PGLITE_JOB_CONCURRENCY } from '../../src/server/config/jobs';
import { POSTGRES_POOL_SIZE } from '../../src/server/db/create-db';

describe('the job worker configuration', () => {
  it('sizes the concurrency to the database unless JOB_CONCURRENCY says', () => {
    expect(loadJobsConfig({}, { postgres: true })).toMatchObject({ concurrency: POSTGRES_POOL_SIZE / 2 });
    expect(loadJobsConfig({}, { postgres: false })).toMatchObject({ concurrency: PGLITE_JOB_CONCURRENCY });
    expect(loadJobsConfig({ JOB_CONCURRENCY: '12' }, { postgres: true })).toMatchObject({ concurrency: 12 });
    expect(() => loadJobsConfig({ JOB_CONCURRENCY: '0' }, { postgres: false })).toThrow(/JOB_CONCURRENCY must be at least 1/);
    expect(() => loadJobsConfig({ JOB_CONCURRENCY: 'many' }, { postgres: false })).toThrow(/JOB_CONCURRENCY must be a whole number/);
  });

  it('holds a claimed job for a minute unless JOB_LEASE_SECONDS says', () => {
    expect(loadJobsConfig({}, { postgres: true }).leaseSeconds).toBe(DEFAULT_JOB_LEASE_SECONDS);
    expect(loadJobsConfig({ JOB_LEASE_SECONDS: '6' }, { postgres: false }).leaseSeconds).toBe(6);
    expect(() => loadJobsConfig({ JOB_LEASE_SECONDS: '0' }, { postgres: false })).toThrow(/JOB_LEASE_SECONDS must be at least 1/);
  });
});
