/**
 * Mail leaves through the job queue, so a test reading what was mailed first waits until no mail
 * job is due or running (the worker of the test server sends them).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { SEND_MAIL_JOB } from '../../src/server/services/mail/mail-queue';
import { MAIL_NOTICE_JOB } from '../../src/server/services/notifications/status-notice';

export async function mailJobsSettled(db: Kysely<Database>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { count } = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('type', 'in', [SEND_MAIL_JOB, MAIL_NOTICE_JOB])
      .where((w) => w.or([w('status', '=', 'running'), w.and([w('status', '=', 'queued'), w('run_at', '<=', sql<Date>`now()`)])]))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) return;
    if (Date.now() > deadline) throw new Error(`${count} mail job(s) still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
