import type { Kysely } from 'kysely';
import type { MessageCatalogue } from '../../../engine/validation/messages';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { MailProvider } from '../../providers/mail/mail-provider';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import type { ApplicationRules } from '../application-rules';

/** What checkout needs: the database, the journeys' rules, where documents and mail go. */
export interface CheckoutDeps {
  db: Kysely<Database>;
  rules: ApplicationRules;
  storage: DocumentStorage;
  mail: MailProvider;
  messages: MessageCatalogue;
  publicUrl: string;
  lender: Config['checkout'];
}
