import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { BigIntId, Jsonb, GeneratedTimestamp } from './column-types';
import type { Operation } from 'fast-json-patch';

export type ApplicationEventType = 'created' | 'patched' | 'submitted' | (string & {});

/** Append-only audit of every change, written in the same transaction as the change. */
export interface ApplicationEventsTable {
  id: BigIntId;
  application_id: string;
  /** Who made the change; null for changes made by the system. */
  user_id: string | null;
  type: ApplicationEventType;
  stage_from: string | null;
  stage_to: string | null;
  /** The application version after the change. */
  version: number;
  /** RFC 6902 operations that turned the previous document into the new one. */
  patch: Jsonb<Operation[]>;
  /** What caused the change when the patch does not say (e.g. the decision behind a status move). */
  details: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
}

export type ApplicationEventRow = Selectable<ApplicationEventsTable>;
export type NewApplicationEventRow = Insertable<ApplicationEventsTable>;
