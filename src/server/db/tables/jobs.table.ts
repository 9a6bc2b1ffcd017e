import type { Insertable, Selectable } from 'kysely';
import type { BigIntId, GeneratedTimestamp, Jsonb, NullableTimestamp } from './column-types';
import type { ColumnType } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * Background work (bank statement retrieval), claimed by a worker in any server instance with
 * `FOR UPDATE SKIP LOCKED`.
 */
export interface JobsTable {
  id: BigIntId;
  type: string;
  payload: Jsonb<Record<string, unknown>>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: GeneratedTimestamp;
  /** When a worker took it; a running job whose lock is old is taken again. */
  locked_at: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
