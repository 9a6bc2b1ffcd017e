/**
 * The browser's error reader and the contract's ErrorResponse schema (a union by code) are one
 * description: each member's kind in the reader is the one the schema gives it in every body,
 * each code's details are the ones its body has (required as there), whatever is read from any
 * answer is a body the schema accepts with only its code's details, and a body the schema accepts
 * is read whole.
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorResponseSchema, FieldErrorSchema } from '../../src/engine/contract/errors.contract';
import { ERROR_BODY_MEMBERS, ERROR_DETAILS, hasCode, readErrorBody, type MemberKind } from '../../src/engine/contract/read-error-body';
import { bodySchemaOfCode, bodySchemas, commonMembers, detailBodySchemas, validErrorBody, validValue, type JsonSchema } from '../support/error-bodies';

const named: Record<string, JsonSchema> = { 'FieldError#': FieldErrorSchema as JsonSchema };
const resolved = (schema: JsonSchema) => (schema.$ref ? (named[schema.$ref] as JsonSchema) : schema);

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

const members = Object.entries(ERROR_BODY_MEMBERS) as [string, MemberKind][];
/** Anything a server, a proxy or a broken network may answer: each member valid, of another kind, or anything at all; the code one with details or not. */
const anyBody = fc.record(
  Object.fromEntries([
    ...members.map(([name, kind]) => [name, fc.oneof(validValue(kind), fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 3 }))]),
    ['code', fc.oneof(fc.constantFrom(...bodySchemaOfCode.keys()), fc.string(), fc.jsonValue())],
  ]),
  { requiredKeys: [] },
);

// Shapes, not formats: the reader takes `retryAfter` as the text it is, which the web app only shows.
const ajv = new Ajv({ strict: false, validateFormats: false }).addSchema(FieldErrorSchema);
const isValidBody = ajv.compile(ErrorResponseSchema);
const isValidBodyOfCode = new Map([...bodySchemaOfCode].map(([code, schema]) => [code, ajv.compile(schema)]));

describe("the browser's error reader", () => {
  it('names every member of every body with the kind the schema gives it', () => {
    const inSchema = bodySchemas.flatMap((schema) => Object.entries(schema.properties ?? {}).map(([name, member]) => [name, kindInSchema(member)] as const));
    for (const [name, kind] of inSchema) expect(ERROR_BODY_MEMBERS[name as keyof typeof ERROR_BODY_MEMBERS], name).toEqual(kind);
    expect(Object.keys(ERROR_BODY_MEMBERS).sort()).toEqual([...new Set(inSchema.map(([name]) => name))].sort());
  });

  it("names each code's details as its body has them, required where the schema requires them", () => {
    const inSchema = Object.fromEntries(
      detailBodySchemas.flatMap((schema) => {
        const details = Object.keys(schema.properties ?? {}).filter((name) => !commonMembers.includes(name));
        const presence = Object.fromEntries(details.map((name) => [name, schema.required?.includes(name) ? 'required' : 'optional']));
        return (schema.properties?.code?.enum ?? []).map((code) => [code, presence]);
      }),
    );
    expect(ERROR_DETAILS).toEqual(inSchema);
  });

  it('reads a body the schema accepts whole', () => {
    fc.assert(
      fc.property(validErrorBody, (body) => {
        expect(isValidBody(body)).toBe(true);
        expect(readErrorBody(body)).toEqual(Object.keys(body).length > 0 ? body : undefined);
      }),
    );
  });

  it("reads from any answer only a body the schema accepts, with its code's details and no other", () => {
    fc.assert(
      fc.property(fc.oneof(anyBody, fc.jsonValue()), (answer) => {
        const read = readErrorBody(answer);
        if (read === undefined) return;
        expect(isValidBody(read), JSON.stringify(ajv.errors)).toBe(true);
        const ofCode = typeof read.code === 'string' ? isValidBodyOfCode.get(read.code) : undefined;
        if (ofCode) expect(ofCode(read), JSON.stringify(ofCode.errors)).toBe(true);
        const allowed = [...commonMembers, ...Object.keys(ERROR_DETAILS[read.code as keyof typeof ERROR_DETAILS] ?? {})];
        expect(Object.keys(read).filter((name) => !allowed.includes(name))).toEqual([]);
      }),
    );
  });

  it('reads a body that lacks a detail its code always has without the code, so nothing narrows to it', () => {
    const read = readErrorBody({ code: 'APP_ERR_VERSION_CONFLICT', message: 'The application changed since you loaded it.' });
    expect(read).toEqual({ message: 'The application changed since you loaded it.' });
    expect(hasCode(read, 'APP_ERR_VERSION_CONFLICT')).toBe(false);
  });

  it("keeps what a staff member's refused move needs to offer an override, narrowed by its code", () => {
    const body = { code: 'APP_ERR_TERMS_NOT_ACCEPTED', message: 'No offer...', unmet: ['acceptedTerms'], to: 'SIGNING', overridable: true };
    const read = readErrorBody(body);
    expect(read).toEqual(body);
    expect(hasCode(read, 'APP_ERR_DECISION_MISSING', 'APP_ERR_TERMS_NOT_ACCEPTED') && read.overridable && read.to).toBe('SIGNING');
    expect(hasCode(read, 'APP_ERR_INCOMPLETE')).toBe(false);
  });
});
