import type { Kysely } from 'kysely';
import type { MessageCatalogue } from '../../../engine/validation/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import type { Sealer } from '../../security/envelope-sealer';
import type { ApplicationRules } from '../application-rules';
import type { MailQueue } from '../mail/mail-queue';

/** What checkout needs: the database, the journeys' rules, where documents and mail go, the sealer. */
export interface CheckoutDeps {
  db: Kysely<Database>;
  rules: ApplicationRules;
  storage: DocumentStorage;
  mail: MailQueue;
  messages: MessageCatalogue;
  publicUrl: string;
  lender: Config['checkout'];
  /** Seals the funding account's BSB and number at rest. */
  sealer: Sealer;
}
