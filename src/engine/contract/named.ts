/**
 * The wire contract's building blocks. A schema with an `$id` is registered once with the server
 * (and named in the API docs); `named` refers to it by that id while keeping its static type, so a
 * route or a browser call that uses the reference is typed as the schema it names.
 */
import Type, { type Static, type TSchema } from 'typebox';

export function named<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('named() takes a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(`${id}#`));
}

/** A string, number or integer that may also be null, written as JSON Schema's type pair. */
export function nullable<T extends TSchema & { type: 'string' | 'number' | 'integer' | 'boolean' }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** An object that may also be null, as one `type: ['object', 'null']` (the API docs show one shape, not a union). */
export function nullableObject<T extends TSchema & { type: 'object' }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });
}

/** A JSON object whose members the contract leaves open (the application document). */
export function openObject(options: { description?: string } = {}) {
  return Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, ...options });
}

export { Type, type Static, type TSchema };
