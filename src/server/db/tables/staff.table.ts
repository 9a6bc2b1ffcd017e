import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BigIntId, GeneratedTimestamp, NullableTimestamp, Timestamp } from './column-types';

/** What a staff member may do: `ops` reads and acts on applications; `admin` also changes product rules. */
export type StaffRole = 'ops' | 'admin';

export interface StaffMembersTable {
  id: Generated<string>;
  /** Lower-cased and trimmed; unique. */
  email: string;
  full_name: string;
  role: StaffRole;
  password_hash: string;
  /** The TOTP secret, sealed with the server's sealing key (bound to the staff member's id). */
  totp_secret: string;
  /** The time step of the last code accepted; a code at or before it is refused (used once). */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  disabled_at: NullableTimestamp;
  /** An account added through the API until its member enrols: the hash of the mailed link's token (staff-enrolment.ts). */
  enrolment_token_sha256: string | null;
  enrolment_expires_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
}

export interface StaffSessionsTable {
  id: Generated<string>;
  staff_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Append-only: who did what to which application, when and why. */
export interface StaffActionsTable {
  id: BigIntId;
  /** Null for the machine token (OPS_TOKEN), or once the staff member is deleted. */
  staff_id: string | null;
  /** Who, as a person reads it: the staff member's e-mail, or 'operations token'. */
  actor: string;
  /** The route acted on, `POST /api/ops/applications/:id/status`. */
  action: string;
  application_id: string | null;
  reason: string | null;
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export type StaffMemberRow = Selectable<StaffMembersTable>;
export type NewStaffMemberRow = Insertable<StaffMembersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type StaffActionRow = Selectable<StaffActionsTable>;
export type NewStaffActionRow = Insertable<StaffActionsTable>;
