/** The database: PostgreSQL when DATABASE_URL is set, else PGlite embedded under DATA_DIR. */
import { join } from 'node:path';
import type { Env } from './env-readers';
import { optionalText, readVariables, variableArea } from './variables';

export const DatabaseVariables = variableArea('Database', {
  DATABASE_URL: optionalText({
    meaning: 'PostgreSQL connection string; unset means embedded PGlite under `DATA_DIR`. The same migrations and queries run on both.',
  }),
  DATABASE_READ_URL: optionalText({
    meaning:
      "A read replica of the `DATABASE_URL` database for the operations console's search (`GET /api/ops/applications`); everything else stays on `DATABASE_URL` ([scaling out](docs/operations.md#scaling-out)). Connected read-only (5 connections), never migrated. Set without `DATABASE_URL`, the portal refuses to start. Unset: the search reads `DATABASE_URL`.",
  }),
  PGLITE_DATA_DIR: optionalText({
    shownDefault: '`DATA_DIR/pglite`',
    meaning: "The embedded database's folder; `memory://` gives a throwaway in-memory database (demos, experiments).",
  }),
});

export interface DatabaseConfig {
  /** PostgreSQL connection string; null means embedded PGlite. */
  databaseUrl: string | null;
  /**
   * A read replica of that database for the console's searches, connected read-only; null: they
   * read the database of `databaseUrl` like everything else.
   */
  databaseReadUrl: string | null;
  /** PGlite data directory (`memory://` for an in-memory database). */
  pgliteDataDir: string;
}

export function loadDatabaseConfig(env: Env, dataDir: string): DatabaseConfig {
  const read = readVariables(DatabaseVariables, env);
  const databaseUrl = read.DATABASE_URL ?? null;
  const databaseReadUrl = read.DATABASE_READ_URL ?? null;
  // A replica is one of a PostgreSQL primary; beside PGlite it would be a second, unrelated
  // database whose searches find applications the portal does not have.
  if (databaseReadUrl && !databaseUrl) {
    throw new Error('DATABASE_READ_URL names a read replica of the DATABASE_URL database: set DATABASE_URL too, or unset DATABASE_READ_URL');
  }
  return { databaseUrl, databaseReadUrl, pgliteDataDir: read.PGLITE_DATA_DIR ?? join(dataDir, 'pglite') };
}
