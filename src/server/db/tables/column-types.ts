import type { ColumnType } from 'kysely';
import type { JsonValue } from '../json-value';

/** timestamptz: read as Date, written as Date or ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** timestamptz with a database default (now()). */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** timestamptz that may be null. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * jsonb: read as the parsed value, written as a JSON string or a JsonValue. Both drivers (pg and
 * PGlite) parse jsonb on the way out; passing a string (or a JsonValue, which the driver turns
 * into one) on the way in avoids pg turning arrays into SQL arrays.
 */
export type Jsonb<T> = ColumnType<T, string | JsonValue<T>, string | JsonValue<T>>;

/** bigint / bigserial: pg answers a string, PGlite a number. */
export type BigIntId = ColumnType<string | number, never, never>;
