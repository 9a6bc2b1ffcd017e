import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, databaseTarget } from '../db/create-db';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { personalAnswersPlugin } from '../db/personal-answers-plugin';
import { personalPatterns } from '../../engine/personal/personal-answers';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller owns (and closes); otherwise one is opened from the config and closed with the server. */
  db?: Kysely<Database>;
}

/**
 * Opens the database named by the config (or takes the one given), brings the schema up to date
 * and exposes `app.db`, through which the journeys' personal answers are sealed and opened.
 */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
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
    app.decorate('db', db.withPlugin(personalAnswersPlugin(app.config.keys.sealer, personalPatterns(app.applicationRules.personalDataPaths()))));
    if (owned) {
      app.addHook('onClose', async () => {
        await db.destroy();
      });
    }
  },
  { name: 'database', dependencies: ['config', 'application-rules'], fastify: '5.x' },
);
