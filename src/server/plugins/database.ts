import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, databaseTarget, searchDatabaseTarget } from '../db/create-db';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { personalAnswersPlugin } from '../db/personal-answers-plugin';
import { journeyRevisionPlugin } from '../db/journey-revision-plugin';
import { personalPatterns } from '../../engine/personal/personal-answers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /**
     * The console's search database: a read-only replica (DATABASE_READ_URL), or `db` itself.
     * Only for reads that may lag the primary by a moment and write nothing.
     */
    searchDb: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller owns (and closes); otherwise one is opened from the config and closed with the server. */
  db?: Kysely<Database>;
  /** The console's search database, owned by the caller as `db` is; otherwise DATABASE_READ_URL's, or `db` itself. */
  searchDb?: Kysely<Database>;
}

/**
 * Opens the database named by the config (or takes the one given), brings the schema up to date
 * and exposes `app.db`, through which the journeys' personal answers are sealed and opened; and
 * `app.searchDb`, the console's search database, which opens them alike.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const personalAnswers = personalAnswersPlugin(app.config.keys.sealer, personalPatterns(app.applicationRules.personalDataPaths()));
    const owned = !options.db;
    const db =
      options.db ??
      (await createDb(databaseTarget(app.config), {
        onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
      }));
    try {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      if (owned) await db.destroy();
      throw error;
    }
    // Every application row written records the revision of its journey this server runs.
    const revisions = journeyRevisionPlugin(Object.fromEntries((app.applicationRules.releases?.() ?? []).map((r) => [r.product, r.revision])));
    app.decorate('db', db.withPlugin(personalAnswers).withPlugin(revisions));
    if (owned) {
      app.addHook('onClose', async () => {
        await db.destroy();
      });
    }

    // Never migrated: a replica takes its schema from the primary, and this connection writes nothing.
    const searchTarget = searchDatabaseTarget(app.config);
    const searchDb =
      options.searchDb ??
      (searchTarget &&
        (await createDb(searchTarget, {
          onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle search database connection was closed by the server'),
        })));
    app.decorate('searchDb', searchDb ? searchDb.withPlugin(personalAnswers) : app.db);
    if (searchDb && !options.searchDb) {
      app.addHook('onClose', async () => {
        await searchDb.destroy();
      });
    }
  },
  { name: 'database', dependencies: ['config', 'application-rules'], fastify: '5.x' },
);
