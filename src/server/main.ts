/**
 * Starts the portal: one process serving the web app, /settings.json and /api.
 * Environment variables: see config.ts (PORT, HOST, DATA_DIR, DATABASE_URL, ...).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer } from './build-server';
import { loadConfig } from './config';
import { createJourneyRules } from './plugins/journeys';
import { seedDemo } from './services/seed-demo';

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  const applicationRules = await createJourneyRules(resolve(process.env.JOURNEYS_DIR ?? 'journeys'));
  const webRoot = resolve(process.env.WEB_ROOT ?? 'dist');
  const app = await buildServer({ config, applicationRules, webRoot: existsSync(webRoot) ? webRoot : undefined });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const demo = await seedDemo({ db: app.db });
  const url = config.publicUrl;

  const lines = [
    '',
    `  Loan journey portal: ${url}/`,
    `  API docs:            ${url}/api/docs`,
    `  Mail outbox:         ${config.outboxDir}`,
  ];
  if (demo.created) {
    lines.push(`  Demo applicant:      ${demo.email} / ${demo.password}   (shown once; keep it)`);
  } else {
    lines.push(
      `  Demo applicant:      ${demo.email} already exists.`,
      `                       Forgot the password? Use "Forgot password" on ${url}/login;`,
      `                       the reset link lands in ${config.outboxDir}.`,
    );
  }
  if (!existsSync(webRoot)) lines.push(`  (No web app build in ${webRoot}: run \`npm run build\` to serve it.)`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
