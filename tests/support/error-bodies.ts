/**
 * The contract's error bodies as the tests read them: the members of the ErrorResponse union, and
 * bodies the schema accepts as the server sends them (a code with details carries its details; any
 * other code none), for the browser's reader and for Fastify's serialiser alike.
 */
import fc from 'fast-check';
import { ErrorResponseSchema } from '../../src/engine/contract/errors.contract';
import { ERROR_BODY_MEMBERS, type MemberKind } from '../../src/engine/contract/read-error-body';

export interface JsonSchema {
  type?: string;
  $ref?: string;
  enum?: string[];
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The union's members, in the order the serialiser tries them; the last takes any code, with no details. */
export const bodySchemas = ErrorResponseSchema.anyOf as unknown as JsonSchema[];
export const plainBodySchema = bodySchemas[bodySchemas.length - 1] as JsonSchema;
export const detailBodySchemas = bodySchemas.slice(0, -1);
/** The members every body may have. */
export const commonMembers = Object.keys(plainBodySchema.properties ?? {});
/** Each code with details and the member its body is. */
export const bodySchemaOfCode = new Map(detailBodySchemas.flatMap((schema) => (schema.properties?.code?.enum ?? []).map((code) => [code, schema] as const)));

type Scalar = 'text' | 'whole' | 'flag';
const scalar: Record<Scalar, fc.Arbitrary<unknown>> = { text: fc.string(), whole: fc.integer(), flag: fc.boolean() };
const shaped = (shape: Readonly<Record<string, Scalar>>) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([name, kind]) => [name, scalar[kind]])) as Record<string, fc.Arbitrary<unknown>>);

/** A value the schema accepts for a member of this kind. */
export function validValue(kind: MemberKind): fc.Arbitrary<unknown> {
  if (typeof kind === 'object') return 'shape' in kind ? shaped(kind.shape) : fc.array(shaped(kind.listOf), { maxLength: 3 });
  if (kind === 'params') return fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 });
  if (kind === 'texts') return fc.array(fc.string(), { maxLength: 3 });
  return scalar[kind];
}

const kindOf = (name: string) => ERROR_BODY_MEMBERS[name as keyof typeof ERROR_BODY_MEMBERS] as MemberKind;
/** A date-time member is sent as one, of this era (the serialiser checks the format, which has four-digit years). */
const sentDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const memberValue = (name: string, schema: JsonSchema | undefined) => (schema?.format === 'date-time' ? sentDate : validValue(kindOf(name)));

/** A body of this member of the union, with `code` one of its codes. */
function bodyOf(schema: JsonSchema, code: fc.Arbitrary<string>) {
  const members = Object.entries(schema.properties ?? {}).filter(([name]) => name !== 'code');
  return fc.record(
    Object.fromEntries([['code', code], ...members.map(([name, member]) => [name, memberValue(name, member)])]) as Record<string, fc.Arbitrary<unknown>>,
    {
      requiredKeys: ['code', ...(schema.required ?? []).filter((name) => name !== 'code')],
    },
  );
}

/** A body the schema accepts, as the server sends one: with a code with details, or another code (or none) and no details. */
export const validErrorBody: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  ...detailBodySchemas.map((schema) => bodyOf(schema, fc.constantFrom(...(schema.properties?.code?.enum ?? [])))),
  fc.record(
    Object.fromEntries([
      ['code', fc.string().filter((code) => !bodySchemaOfCode.has(code))],
      ...commonMembers.filter((name) => name !== 'code').map((name) => [name, validValue(kindOf(name))]),
    ]) as Record<string, fc.Arbitrary<unknown>>,
    { requiredKeys: [] },
  ),
);
