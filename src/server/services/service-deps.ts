import type { Kysely, Transaction } from 'kysely';
import type { ApplicationRow } from '../db/tables/applications.table';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MailQueue } from './mail/mail-queue';
import type { ApplicationRules } from './application-rules';

/** What the account services need; routes pass the instance's decorations. */
export interface AuthServiceDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'auth' | 'publicUrl'>;
  mail: MailQueue;
  rules: ApplicationRules;
}

/** What the applications service needs. */
export interface ApplicationServiceDeps {
  db: Kysely<Database>;
  rules: ApplicationRules;
  /** Seconds from submission to the policy's decision, overriding the journey's (DECISION_DELAY_SECONDS). */
  decisionDelaySeconds?: number;
  /** Invites the additional owners in the submission's transaction (owner-invitations.ts); none without it. */
  inviteOwners?: (trx: Transaction<Database>, application: ApplicationRow, at: Date) => Promise<void>;
}
