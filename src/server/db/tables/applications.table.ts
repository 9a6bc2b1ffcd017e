import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
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
  /**
   * The revision of the product's journey it was last saved under; null when saved before
   * revisions were kept. Every write through the portal's database sets it (db/journey-revision-plugin.ts).
   */
  journey_revision: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type ApplicationRowUpdate = Updateable<ApplicationsTable>;
