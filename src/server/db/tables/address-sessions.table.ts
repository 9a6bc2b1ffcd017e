import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from './column-types';

/**
 * An owner's address autocomplete session: the token the hosted service groups the suggestions
 * and the chosen address's details by for billing. It ends with the details, or when the
 * applicant resets it (spec 01 section 7, 'Reset an address session').
 */
export interface AddressSessionsTable {
  user_id: string;
  /** `business`, `owners/0` or `coOwners/<n>`. */
  owner_id: string;
  token: string;
  started_at: Timestamp;
}

export type AddressSessionRow = Selectable<AddressSessionsTable>;
export type NewAddressSessionRow = Insertable<AddressSessionsTable>;
export type AddressSessionRowUpdate = Updateable<AddressSessionsTable>;
