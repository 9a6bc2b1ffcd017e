import type { ApplicationEventsTable } from './tables/application-events.table';
import type { ApplicationsTable } from './tables/applications.table';
import type { AuthFailuresTable } from './tables/auth-failures.table';
import type { MailboxCodesTable } from './tables/mailbox-codes.table';
import type { SessionsTable } from './tables/sessions.table';
import type { UsersTable } from './tables/users.table';

/** Every table Kysely knows, by name. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_failures: AuthFailuresTable;
  mailbox_codes: MailboxCodesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
}
