import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/** `{ forUpdate: true }` holds the rows read until the transaction ends (SELECT ... FOR UPDATE). */
export interface LockOption {
  forUpdate?: boolean;
}

/**
 * What a read may run on: a lock outside a transaction ends with its own statement and guards
 * nothing, so a locking read takes a transaction, and passing the pool is a type error.
 */
export type ReaderFor<O extends LockOption> = O extends { forUpdate: true } ? Transaction<Database> : Kysely<Database>;
