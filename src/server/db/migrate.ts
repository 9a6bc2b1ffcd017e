import { Migrator, type Kysely } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

/** Brings the schema up to date. Kysely's migration lock keeps concurrent instances in order. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
