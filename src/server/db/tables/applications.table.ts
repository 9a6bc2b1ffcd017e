import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Jsonb, GeneratedTimestamp, NullableTimestamp } from './column-types';

export type ApplicationDocument = Record<string, unknown>;

export interface ApplicationsTable {
  id: Generated<string>;
  user_id: string;
  product: string;
  status: string;
  stage: string;
  /** The application document (owners, coOwners, business, consents, _extension, ...). */
  data: Jsonb<ApplicationDocument>;
  /** Bumped by every change; a change made against another version is refused. */
  version: number;
  parent_application_id: string | null;
  sales_channel: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  submitted_at: NullableTimestamp;
  /** When the retention job removed its personal data; null while it is held. */
  deidentified_at: NullableTimestamp;
}

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type ApplicationRowUpdate = Updateable<ApplicationsTable>;
