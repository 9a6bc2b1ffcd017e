/**
 * Assembles the Fastify server: configuration, database (with migrations), security headers,
 * API docs, shared schemas, authentication, the health endpoints, routes and the web app.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageCatalogue } from '../engine/validation/messages';
import type { Config } from './config';
import type { Database } from './db/database';
import { genReqId, loggerOptions } from './logging';
import { requestLogger } from './request-logger';
import apiDocs from './plugins/api-docs';
import applicationRulesPlugin from './plugins/application-rules';
import authentication from './plugins/authentication';
import backgroundTasks from './plugins/background-tasks';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import journeyRelease from './plugins/journey-release';
import mailPlugin from './plugins/mail';
import messagesPlugin from './plugins/messages';
import requestId from './plugins/request-id';
import requestLog from './plugins/request-log';
import requestTextGuard from './plugins/request-text-guard';
import securityHeaders from './plugins/security-headers';
import shutdown from './plugins/shutdown';
import startup from './plugins/startup';
import sharedSchemas from './plugins/shared-schemas';
import webApp from './plugins/web-app';
import type { BankDataProvider } from './providers/bank-data/bank-data-provider';
import bankDataPlugin from './providers/bank-data/bank-data.plugin';
import type { AddressProvider } from './providers/address/address-provider';
import addressProviderPlugin from './providers/address/address.plugin';
import type { BusinessRegisterProvider } from './providers/business-register/business-register-provider';
import businessRegisterPlugin from './providers/business-register/business-register.plugin';
import type { MailProvider } from './providers/mail/mail-provider';
import type { DocumentStorage } from './providers/storage/document-storage';
import documentStoragePlugin from './providers/storage/storage.plugin';
import apiRoutes from './routes/api';
import healthRoutes from './routes/health/index';
import settingsRoutes from './routes/settings/index';
import type { ApplicationRules } from './services/application-rules';
import jobWorkerPlugin, { type JobWorkerPluginOptions } from './services/jobs/job-worker.plugin';
import { ruleRecordSchema } from './services/validation-rules/read-rule-records';
import { sharedSerializers } from './shared-serializers';

export interface BuildServerOptions {
  config: Config;
  /** A database the caller owns; otherwise one is opened from the config and closed with the server. */
  db?: Kysely<Database>;
  /** The console's search database, owned by the caller as `db` is; otherwise DATABASE_READ_URL's, or `db` itself. */
  searchDb?: Kysely<Database>;
  applicationRules: ApplicationRules;
  /** The built web app (dist/); served with an SPA fallback when it holds an index.html. */
  webRoot?: string;
  /** `false` silences logging (tests); `true` or absent logs at the configured level. */
  logger?: boolean | FastifyServerOptions['logger'];
  mail?: MailProvider;
  /** Where document bytes live; local disk under DATA_DIR/documents by default. */
  storage?: DocumentStorage;
  /** The bank-data service; the built-in sandbox by default. */
  bankData?: BankDataProvider;
  /** The business register; the ABN Lookup web services when ABR_GUID is set, the built-in sandbox otherwise. */
  businessRegister?: BusinessRegisterProvider;
  /** Address autocomplete; Google Places when GOOGLE_MAPS_API_KEY is set, the built-in gazetteer otherwise. */
  addressProvider?: AddressProvider;
  /** The journeys' message catalogue, for the texts answers carry (the business register's messages). */
  messages?: MessageCatalogue;
  /** The background job worker of this instance (bank statement retrieval, policy decisions). */
  jobs?: JobWorkerPluginOptions;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = options.logger === false ? false : typeof options.logger === 'object' ? options.logger : loggerOptions(config.logLevel);

  const app = Fastify({
    logger,
    genReqId,
    // genReqId reads x-request-id itself, so a malformed one is replaced rather than trusted.
    requestIdHeader: false,
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made on its first line: most requests write none.
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // plugins/shutdown.ts answers requests that arrive while the server closes: the API's 503
    // with Retry-After, and the readiness probe's own answer.
    return503OnClosing: false,
    // A first start makes the embedded database and runs every migration, and a restart after a
    // crash recovers the database's log: on a busy machine that outlasts Fastify's 10 s default
    // for one plugin, and the portal would refuse to start at the moment it is needed back.
    pluginTimeout: 120_000,
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
  });

  await app.register(configPlugin, { config });
  await app.register(requestId);
  await app.register(requestLog);
  await app.register(errorHandler);
  // Before the job worker: its preClose hook marks the instance closing before the worker stops.
  await app.register(shutdown);
  await app.register(startup);
  await app.register(requestTextGuard);
  await app.register(applicationRulesPlugin, { applicationRules: options.applicationRules });
  await app.register(database, { db: options.db, searchDb: options.searchDb });
  // Before anything reads an application: a release that would strand one does not start.
  await app.register(journeyRelease);
  await app.register(mailPlugin, { mail: options.mail });
  await app.register(backgroundTasks);
  await app.register(documentStoragePlugin, { storage: options.storage });
  await app.register(bankDataPlugin, { provider: options.bankData });
  await app.register(businessRegisterPlugin, { provider: options.businessRegister });
  await app.register(addressProviderPlugin, { provider: options.addressProvider });
  await app.register(messagesPlugin, { messages: options.messages });
  await app.register(jobWorkerPlugin, options.jobs ?? {});
  await app.register(securityHeaders);
  await app.register(sharedSchemas);
  // schemas/rule-record.schema.json: the answers of /api/validation-rules and /api/ops refer to it.
  app.addSchema(ruleRecordSchema());
  await app.register(apiDocs);
  await app.register(authentication);

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(webApp, { webRoot: options.webRoot });

  return app;
}
