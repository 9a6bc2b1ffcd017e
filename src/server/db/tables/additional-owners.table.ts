import type { Generated, Insertable, Selectable } from 'kysely';
import type { GeneratedTimestamp, Jsonb, NullableTimestamp, Timestamp } from './column-types';

/** A co-owner who signs the agreement, in their own role: invited, signed in by link, their progress. */
export interface AdditionalOwnersTable {
  id: Generated<string>;
  application_id: string;
  /** Their item in the journey's list of co-owners (0 for the first co-owner). */
  owner_index: number;
  /** Lower-cased; where invitations and fresh links go. */
  email: string;
  /** The SHA-256 of their live sign-in link, null once used; the link itself is never kept. */
  link_sha256: string | null;
  link_expires_at: NullableTimestamp;
  invited_at: GeneratedTimestamp;
  details_confirmed_at: NullableTimestamp;
  /** The consents they gave, by the journey's consent id, each with when. */
  consents: Jsonb<OwnerConsentRecord[] | null> | null;
}

export interface OwnerConsentRecord {
  id: string;
  acceptedAt: string;
}

/** A sign-in of an additional owner: scoped to their own item of one application, nothing else. */
export interface OwnerSessionsTable {
  id: Generated<string>;
  owner_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Which documents of an application an additional owner uploaded (theirs to see). */
export interface OwnerDocumentsTable {
  document_id: string;
  owner_id: string;
}

export type AdditionalOwnerRow = Selectable<AdditionalOwnersTable>;
export type NewAdditionalOwnerRow = Insertable<AdditionalOwnersTable>;
export type OwnerSessionRow = Selectable<OwnerSessionsTable>;
