/**
 * A PostgreSQL database of a bench's own, made on the server of `TEST_POSTGRES_URL` (else the
 * local one) and dropped afterwards; without a server the bench says so and is skipped.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * pg's pool answers `end()` before its connections have closed: waits for them, or the drop would
 * cut them off and a server still running would log each one as lost.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
    if (rows[0].open === 0) break;
    await delay(20);
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
}

/** Runs `use` with the URL of a new database named `<prefix>_<random>`, dropped when `use` settles. */
export async function withThrowawayDatabase(prefix: string, use: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`  skipped: no PostgreSQL at ${ADMIN_URL} (${(error as Error).message})`);
    return;
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}
