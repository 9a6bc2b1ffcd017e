const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in the API are UUIDs; anything else cannot name a row (and would be an SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
