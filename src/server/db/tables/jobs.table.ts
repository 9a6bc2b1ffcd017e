import type { Insertable, Selectable } from 'kysely';
import type { BigIntId, GeneratedTimestamp, Jsonb, NullableTimestamp } from './column-types';
import type { ColumnType } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * Background work (bank statement retrieval, decisions, mail), claimed by a worker in any server
 * instance with `FOR UPDATE SKIP LOCKED` and held under a lease while it runs.
 */
export interface JobsTable {
  id: BigIntId;
  type: string;
  payload: Jsonb<Record<string, unknown>>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: GeneratedTimestamp;
  /** When a worker took it. */
  locked_at: NullableTimestamp;
  /** The worker holding it; with `attempts`, the lease a finish or failure must still hold. */
  locked_by: string | null;
  /** When the holder's lease ends unless renewed; a running job past it is taken again. */
  lease_expires_at: NullableTimestamp;
  /** Times the job was put back to wait on a third party (not attempts). */
  continuations: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;
