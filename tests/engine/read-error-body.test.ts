/**
 * The browser's error reader and the contract's ErrorResponse schema are one description: each
 * member's kind in the reader is the one the schema gives it, whatever is read from any answer is
 * a body the schema accepts, and a body the schema accepts is read whole.
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema, FieldErrorSchema } from '../../src/engine/contract/errors.contract';
import { ERROR_BODY_MEMBERS, readErrorBody, type MemberKind } from '../../src/engine/contract/read-error-body';

interface JsonSchema {
  type?: string;
  $ref?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

const named: Record<string, JsonSchema> = { 'FieldError#': FieldErrorSchema as JsonSchema };
const resolved = (schema: JsonSchema) => (schema.$ref ? named[schema.$ref] : schema);

function scalarKind(schema: JsonSchema): string {
  return { string: 'text', integer: 'whole', boolean: 'flag' }[schema.type ?? ''] ?? `unknown ${JSON.stringify(schema)}`;
}

function shapeOf(schema: JsonSchema): Record<string, string> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, member]) => [name, scalarKind(member)]));
}

/** The kind the schema gives a member, in the reader's terms. */
function kindInSchema(schema: JsonSchema): unknown {
  if (schema.type === 'array') {
    const items = resolved(schema.items ?? {});
    if (items.anyOf) return 'params';
    if (items.type === 'string') return 'texts';
    return { listOf: shapeOf(items) };
  }
  if (schema.type === 'object') return { shape: shapeOf(schema) };
  return scalarKind(schema);
}

const scalar = { text: fc.string(), whole: fc.integer(), flag: fc.boolean() };
const shaped = (shape: Record<string, 'text' | 'whole' | 'flag'>) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([name, kind]) => [name, scalar[kind]])) as Record<string, fc.Arbitrary<unknown>>);

/** A value the schema accepts for a member of this kind. */
function validValue(kind: MemberKind): fc.Arbitrary<unknown> {
  if (typeof kind === 'object') return 'shape' in kind ? shaped(kind.shape) : fc.array(shaped(kind.listOf), { maxLength: 3 });
  if (kind === 'params') return fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 });
  if (kind === 'texts') return fc.array(fc.string(), { maxLength: 3 });
  return scalar[kind];
}

const members = Object.entries(ERROR_BODY_MEMBERS) as [string, MemberKind][];
const validBody = fc.record(Object.fromEntries(members.map(([name, kind]) => [name, validValue(kind)])), { requiredKeys: [] });
/** Anything a server, a proxy or a broken network may answer: each member valid, of another kind, or anything at all. */
const anyBody = fc.record(
  Object.fromEntries(members.map(([name, kind]) => [name, fc.oneof(validValue(kind), fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 3 }))])),
  { requiredKeys: [] },
);

// Shapes, not formats: the reader takes `retryAfter` as the text it is, which the web app only shows.
const ajv = new Ajv({ strict: false, validateFormats: false }).addSchema(FieldErrorSchema);
const isValidBody = ajv.compile(ErrorResponseSchema);

describe("the browser's error reader", () => {
  it('names every member of the schema with the kind the schema gives it', () => {
    const inSchema = Object.fromEntries(Object.entries(ErrorResponseSchema.properties).map(([name, schema]) => [name, kindInSchema(schema as JsonSchema)]));
    expect(ERROR_BODY_MEMBERS).toEqual(inSchema);
  });

  it('reads a body the schema accepts whole', () => {
    fc.assert(
      fc.property(validBody, (body) => {
        expect(isValidBody(body)).toBe(true);
        expect(readErrorBody(body)).toEqual(Object.keys(body).length > 0 ? body : undefined);
      }),
    );
  });

  it('reads from any answer only a body the schema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anyBody, fc.jsonValue()), (answer) => {
        const read = readErrorBody(answer);
        if (read !== undefined) expect(isValidBody(read), JSON.stringify(ajv.errors)).toBe(true);
      }),
    );
  });

  it("keeps what a staff member's refused move needs to offer an override", () => {
    const body = { code: 'APP_ERR_TERMS_NOT_ACCEPTED', message: 'No offer...', unmet: ['acceptedTerms'], to: 'SIGNING', overridable: true };
    expect(readErrorBody(body)).toEqual(body);
  });
});
