import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BigIntId, GeneratedTimestamp } from './column-types';

/** What a failure counts against; every reset-link request counts, successful or not. */
export type AuthFailureScope = 'login' | 'mailed_code' | 'password_reset';

/**
 * Failed sign-ins, failed code checks and reset-link requests, kept in the database (not in memory) so every instance
 * counts the same attempts.
 */
export interface AuthFailuresTable {
  id: BigIntId;
  scope: AuthFailureScope;
  /** The account tried: a lower-cased e-mail for sign-in and reset links, a user id for mailed codes. */
  subject: string;
  /** The client address. */
  address: string;
  created_at: GeneratedTimestamp;
}

export type AuthFailureRow = Selectable<AuthFailuresTable>;
export type NewAuthFailureRow = Insertable<AuthFailuresTable>;
export type AuthFailureRowUpdate = Updateable<AuthFailuresTable>;
