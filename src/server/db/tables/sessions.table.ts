import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp, GeneratedTimestamp, NullableTimestamp } from './column-types';

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: GeneratedTimestamp;
  /** Absolute end of the session (SESSION_MAX_HOURS after sign-in); renewals never pass it. */
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionRowUpdate = Updateable<SessionsTable>;
