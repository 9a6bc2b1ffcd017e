/**
 * Starts the portal: one process serving the web app, /settings.json and /api.
 * Environment variables: see config.ts (PORT, HOST, DATA_DIR, DATABASE_URL, ...).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './build-server';
import { loadConfig, type Config } from './config';
import { servedFolders } from './config/instance';
import { configuredRuleLists } from './configured-rule-lists';
import { logDestination } from './log-destination';
import { loggerOptions } from './logging';
import { CATALOGUE_FILE } from './journeys/read-journeys';
import { createJourneyRules } from './journeys/journey-rules';
import { describeFinding } from '../engine/release/release-finding';
import type { ApplicationRules } from './services/application-rules';
import { seedDemo } from './services/seed-demo';
import { seedDemoBorrowers } from './services/seed-demo-borrowers';
import { seedDemoStaff } from './services/staff/seed-demo-staff';
import { RuleRecordsFileError, seedValidationRules } from './services/validation-rules/seed-validation-rules';
import { JourneyCheckError } from './journeys/validate/check-journey-folder';
import { JourneyReleaseError } from './services/journey-releases/stranded-error';
import { smtpUrlForLog } from './providers/mail/smtp-mail-provider';
import { closeOnSignals } from './shutdown-signals';
import { startupBanner } from './startup-banner';

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  const { journeysDir, webRoot } = servedFolders(process.env);
  const applicationRules = await createJourneyRules(journeysDir, configuredRuleLists(config));
  // The texts some answers carry (the business register's messages), from the journeys' catalogue.
  const messages = JSON.parse(await readFile(join(journeysDir, CATALOGUE_FILE), 'utf8')) as Record<string, string>;
  const logger = { ...loggerOptions(config.logLevel), stream: await logDestination() };
  const app = await buildServer({ config, applicationRules, messages, logger, webRoot: existsSync(webRoot) ? webRoot : undefined });
  await app.ready();
  // Before listening: the release's validation-rule records, unless the database has them already.
  const rulesDir = join(journeysDir, 'rules');
  const seeded = await seedValidationRules({ db: app.db }, { rulesDir, products: applicationRules.products() }).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  for (const outcome of seeded.outcomes)
    app.log.info({ ...outcome, changes: outcome.changes.map(describeFinding) }, `validation rules of ${outcome.product}: ${outcome.action}`);
  for (const file of seeded.unknownFiles) app.log.warn(`${file} names no product with a journey: ignored`);

  const shutdown = closeOnSignals(app, { graceSeconds: config.shutdown.graceSeconds });
  // Not ready until the demo accounts exist: whoever is told the portal is up may sign in with them.
  const seeding = app.startup.begin('demo accounts');

  try {
    await app.listen({ port: config.port, host: config.host });
    await greet(app, config, applicationRules, webRoot);
    seeding.done();
  } catch (error) {
    // Stopped while starting to listen or making the demo accounts: the close ends the process, not this.
    if (!shutdown.closing) throw error;
  }
}

/** The demo accounts, made once, and the banner that names them and where everything is. */
async function greet(app: FastifyInstance, config: Config, applicationRules: ApplicationRules, webRoot: string): Promise<void> {
  const demo = await seedDemo({ db: app.db });
  const borrowers = await seedDemoBorrowers({ db: app.db, rules: applicationRules }, applicationRules.siteDefaultProduct());
  const staff = await seedDemoStaff({ db: app.db, sealer: config.keys.sealer });
  // Made on the first start when no keys are configured, so the banner can say where the demo CA is.
  const signing = await config.checkout.signing.certificates();
  const banner = startupBanner({
    publicUrl: config.publicUrl,
    mail: config.mail.smtpUrl ? { smtp: smtpUrlForLog(config.mail.smtpUrl) } : { outboxDir: config.outboxDir },
    outboxDir: config.outboxDir,
    localDocumentsOnSharedDatabase: config.databaseUrl && !config.s3 ? join(config.dataDir, 'documents') : undefined,
    opsTokenFile: config.ops.tokenFile,
    demoSigning: signing.demo,
    timestampAuthority: Boolean(config.checkout.signing.tsaUrl),
    staff,
    demo,
    borrowers,
    missingWebRoot: existsSync(webRoot) ? undefined : webRoot,
  });
  process.stdout.write(banner);
}

main().catch((error: unknown) => {
  // A bad journey or rules file is the release's mistake, not the code's: its message says all there is.
  const detail =
    error instanceof RuleRecordsFileError || error instanceof JourneyCheckError || error instanceof JourneyReleaseError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Failed to start: ${detail}\n`);
  process.exit(1);
});
