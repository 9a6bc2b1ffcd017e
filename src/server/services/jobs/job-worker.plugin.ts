import fp from 'fastify-plugin';
import { RETRIEVE_STATEMENTS_JOB } from '../bank-data/bank-data.service';
import { createRetrieveStatementsHandler } from '../bank-data/retrieve-statements.job';
import { createDecideApplicationHandler, DECIDE_APPLICATION_JOB } from '../decisions/decide-application.job';
import { sweepTimeRules } from '../time-rules/sweep';
import { ORPHAN_GRACE_MS, removeOrphanObjects } from '../documents/orphan-objects';
import { jobStopTimeoutMs } from '../../config/shutdown';
import { createJobWorker, type JobWorker } from './job-worker';
import { createMailNoticeHandler, MAIL_NOTICE_JOB } from '../notifications/status-notice';
import { SEND_MAIL_JOB } from '../mail/mail-queue';
import { createSendMailHandler } from '../mail/send-mail.job';

declare module 'fastify' {
  interface FastifyInstance {
    jobWorker: JobWorker;
  }
}

export interface JobWorkerPluginOptions {
  /** Run the loop in this instance (default true); a disabled worker can still be drained. */
  enabled?: boolean;
  pollIntervalMs?: number;
  /** Jobs run at once in this instance; JOB_CONCURRENCY (config `jobs.concurrency`) by default. */
  concurrency?: number;
  /** Back-off before a failed job's second attempt, doubled after each (default 5 s, at most 10 minutes). */
  retryDelaySeconds?: number;
  /** How long a claimed job is held without renewal (JOB_LEASE_SECONDS, config `jobs.leaseSeconds`, by default; renewed while it runs). */
  leaseSeconds?: number;
  /** How long closing waits for the jobs in hand before handing them back (default half of SHUTDOWN_GRACE_SECONDS). */
  stopTimeoutMs?: number;
  /** How often this instance sweeps for applications past their validity (default a minute). */
  expirySweepMs?: number;
}

/** The background worker of this instance (statement retrieval, policy decisions, notices, and the sweep of the time rules: expiry of applications and offers, offer reminders, retention; and of document bytes no document names): started when the server is ready, stopped before it closes (the jobs in hand finish or are handed back). */
export default fp<JobWorkerPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ component: 'job-worker' });
    const worker = createJobWorker({
      db: app.db,
      handlers: {
        [RETRIEVE_STATEMENTS_JOB]: createRetrieveStatementsHandler({
          db: app.db,
          storage: app.documentStorage,
          provider: app.bankData,
          rules: app.applicationRules,
          warn: (message, details) => log.warn(details, message),
        }),
        [MAIL_NOTICE_JOB]: createMailNoticeHandler({
          db: app.db,
          mail: app.mail,
          lenderName: app.config.checkout.lenderName,
          publicUrl: app.config.publicUrl,
          warn: (message, details) => log.warn(details, message),
        }),
        [SEND_MAIL_JOB]: createSendMailHandler({
          db: app.db,
          mail: app.mail,
          storage: app.documentStorage,
          sealer: app.config.keys.sealer,
          warn: (message, details) => log.warn(details, message),
        }),
        [DECIDE_APPLICATION_JOB]: createDecideApplicationHandler({
          db: app.db,
          rules: app.applicationRules,
          warn: (message, details) => log.warn(details, message),
        }),
      },
      concurrency: options.concurrency ?? app.config.jobs.concurrency,
      pollIntervalMs: options.pollIntervalMs ?? 1_000,
      retryDelaySeconds: options.retryDelaySeconds,
      leaseSeconds: options.leaseSeconds ?? app.config.jobs.leaseSeconds,
      stopTimeoutMs: options.stopTimeoutMs ?? jobStopTimeoutMs(app.config.shutdown),
      log: { warn: (details, message) => log.warn(details, message), error: (details, message) => log.error(details, message) },
    });
    app.decorate('jobWorker', worker);
    // The time rules' sweep: safe on every instance at once (rows are claimed with SKIP LOCKED).
    let sweep: NodeJS.Timeout | undefined;
    let sweeping: Promise<void> | undefined;
    const applyTimeRules = (now: Date) =>
      sweepTimeRules(
        {
          db: app.db,
          rules: app.applicationRules,
          storage: app.documentStorage,
          retentionDays: app.config.retention.days,
          warn: (message, details) => log.warn(details, message),
        },
        now,
      ).then(
        (moved) => {
          if (moved.expired + moved.offersExpired + moved.reminded + moved.deidentified > 0) log.info(moved, 'time rules applied');
        },
        (error: unknown) => log.error({ err: error }, 'the expiry sweep failed'),
      );
    // Bytes no document names, at start-up and then hourly: a listing of the whole store is not for every minute.
    let orphansSweptAt = Number.NEGATIVE_INFINITY;
    const removeOrphans = async (now: Date) => {
      if (now.getTime() - orphansSweptAt < ORPHAN_GRACE_MS) return;
      orphansSweptAt = now.getTime();
      await removeOrphanObjects({ db: app.db, storage: app.documentStorage, warn: (message, details) => log.warn(details, message) }, { now }).then(
        (removed) => {
          if (removed.length > 0) log.info({ objects: removed.length }, 'removed stored bytes no row names (an upload ended before its row was saved)');
        },
        (error: unknown) => log.error({ err: error }, 'the sweep for document bytes no document names failed'),
      );
    };
    const sweepOnce = () => {
      const now = new Date();
      return (sweeping ??= Promise.all([applyTimeRules(now), removeOrphans(now)])
        .then(() => undefined)
        .finally(() => {
          sweeping = undefined;
        }));
    };
    if (options.enabled !== false) {
      app.addHook('onReady', async () => {
        worker.start();
        void sweepOnce();
        sweep = setInterval(() => void sweepOnce(), options.expirySweepMs ?? 60_000);
        sweep.unref();
      });
    }
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      await sweeping;
      await worker.stop();
    });
  },
  { name: 'job-worker', dependencies: ['database', 'document-storage', 'bank-data', 'application-rules', 'mail'], fastify: '5.x' },
);
