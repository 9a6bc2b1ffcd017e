import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp, GeneratedTimestamp, NullableTimestamp } from './column-types';

/** `password_reset`: the single-use link; `set_password`: the 6-digit code of the reapplication flow. */
export type MailboxCodePurpose = 'password_reset' | 'set_password';

/** Single-use secrets sent by e-mail. Only a SHA-256 hash is stored. */
export interface MailboxCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: MailboxCodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export type MailboxCodeRow = Selectable<MailboxCodesTable>;
export type NewMailboxCodeRow = Insertable<MailboxCodesTable>;
export type MailboxCodeRowUpdate = Updateable<MailboxCodesTable>;
