import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types';

/** The lookups a limit counts: the business register search and the address autocomplete. */
export type LookupKind = 'businessRegister' | 'address';

/**
 * An applicant's lookups of one kind in the current window (a fixed window: it starts at the
 * first lookup after the last one ended). In the database, not in memory, so every instance
 * counts the same lookups.
 */
export interface LookupLimitWindowsTable {
  user_id: string;
  lookup: LookupKind;
  window_started_at: Timestamp;
  lookups: number;
}

export type LookupLimitWindowRow = Selectable<LookupLimitWindowsTable>;
export type NewLookupLimitWindowRow = Insertable<LookupLimitWindowsTable>;
export type LookupLimitWindowRowUpdate = Updateable<LookupLimitWindowsTable>;
