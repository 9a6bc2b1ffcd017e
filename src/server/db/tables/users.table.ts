import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GeneratedTimestamp, NullableTimestamp } from './column-types';

export interface UsersTable {
  id: Generated<string>;
  /** Lower-cased and trimmed; unique. */
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** True while the account only has the password the web app generated at sign-up. */
  password_generated: Generated<boolean>;
  password_reset_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
