/**
 * A jsonb parameter given as the value itself rather than its JSON text. The personal answers
 * plugin seals a document's answers in the object it is handed instead of parsing the text the
 * repository made a moment before and writing it out again: the text is made once, by the driver
 * (pg calls `toPostgres`; PGlite's JSON.stringify calls `toJSON`). A bare array given to pg would
 * become a SQL array; wrapped, it stays JSON. Only for JSON data (what JSON.parse could answer).
 */
export class JsonValue<T = unknown> {
  constructor(readonly value: T) {}

  toPostgres(): string {
    return JSON.stringify(this.value);
  }

  toJSON(): T {
    return this.value;
  }

  /** Where a parameter is typed text rather than jsonb, PGlite writes it out with String(). */
  toString(): string {
    return JSON.stringify(this.value);
  }
}

export function jsonValue<T>(value: T): JsonValue<T> {
  return new JsonValue(value);
}
