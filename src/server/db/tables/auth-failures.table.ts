import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BigIntId, GeneratedTimestamp } from './column-types';

/**
 * What an attempt counts against. Sign-ins and code checks keep their failures; reset-link
 * requests, sign-ups and re-application checks keep every request.
 */
export type AuthFailureScope =
  | 'login'
  | 'mailed_code'
  | 'password_reset'
  | 'signup'
  | 'reapplication'
  | 'staff_login'
  | 'staff_code'
  | 'staff_password'
  /** An additional owner asking for a sign-in link (the reset links' limits). */
  | 'owner_link';

/**
 * Attempts counted by the limits, kept in the database (not in memory) so every instance counts
 * the same attempts. Each attempt is written before its work starts (a reservation), so requests
 * in parallel count each other.
 */
export interface AuthFailuresTable {
  id: BigIntId;
  scope: AuthFailureScope;
  /** The account tried: a lower-cased e-mail. */
  subject: string;
  /** The client address. */
  address: string;
  created_at: GeneratedTimestamp;
}

export type AuthFailureRow = Selectable<AuthFailuresTable>;
export type NewAuthFailureRow = Insertable<AuthFailuresTable>;
export type AuthFailureRowUpdate = Updateable<AuthFailuresTable>;
