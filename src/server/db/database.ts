import type { ApplicationEventsTable } from './tables/application-events.table';
import type { ApplicationsTable } from './tables/applications.table';
import type { AuthFailuresTable } from './tables/auth-failures.table';
import type { BankDataEnrolmentsTable } from './tables/bank-data-enrolments.table';
import type { BankDataLockoutsTable } from './tables/bank-data-lockouts.table';
import type { FundingAccountsTable, SignaturesTable, SigningRoundsTable } from './tables/checkout.table';
import type { DecisionsTable } from './tables/decisions.table';
import type { DocumentsTable } from './tables/documents.table';
import type { JobsTable } from './tables/jobs.table';
import type { JourneyRevisionsTable } from './tables/journey-revisions.table';
import type { LoansTable } from './tables/loans.table';
import type { NotificationsTable } from './tables/notifications.table';
import type { MailboxCodesTable } from './tables/mailbox-codes.table';
import type { AddressSessionsTable } from './tables/address-sessions.table';
import type { LookupLimitWindowsTable } from './tables/lookup-limit-windows.table';
import type { SessionsTable } from './tables/sessions.table';
import type { StaffActionsTable, StaffMembersTable, StaffSessionsTable } from './tables/staff.table';
import type { UsersTable } from './tables/users.table';
import type { ValidationRuleRecordsTable } from './tables/validation-rule-records.table';
import type { ValidationRuleSetsTable } from './tables/validation-rule-sets.table';

/** Every table Kysely knows, by name. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_failures: AuthFailuresTable;
  mailbox_codes: MailboxCodesTable;
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  documents: DocumentsTable;
  bank_data_enrolments: BankDataEnrolmentsTable;
  bank_data_lockouts: BankDataLockoutsTable;
  jobs: JobsTable;
  decisions: DecisionsTable;
  validation_rule_sets: ValidationRuleSetsTable;
  validation_rule_records: ValidationRuleRecordsTable;
  lookup_limit_windows: LookupLimitWindowsTable;
  address_sessions: AddressSessionsTable;
  funding_accounts: FundingAccountsTable;
  signing_rounds: SigningRoundsTable;
  signatures: SignaturesTable;
  loans: LoansTable;
  notifications: NotificationsTable;
  staff_members: StaffMembersTable;
  staff_sessions: StaffSessionsTable;
  staff_actions: StaffActionsTable;
  journey_revisions: JourneyRevisionsTable;
}
