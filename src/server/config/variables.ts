/**
 * Environment variables, declared once per area of the configuration as a schema: each variable's
 * type, default and the text the configuration table (docs/configuration.md) shows, so the reader, the default
 * and the documentation cannot drift apart (`npm run generate:configuration` writes the table; a
 * test keeps it equal to these schemas).
 *
 * A variable with a fixed default is required in the schema (its reader always yields a value);
 * one whose default depends on others (PUBLIC_URL on PORT) is optional, says in `shownDefault`
 * what it falls back to, and its area's loader applies it.
 */
import Type, { type Static, type TObject, type TProperties } from 'typebox';
import type { Env } from './env-readers';

interface Documented {
  /** The configuration table's "Meaning" column; links are written from the repository's root. */
  meaning: string;
  /** The table's "Default" column where the value alone does not say it ("generated", "the demo CA"). */
  shownDefault?: string;
}

/** A text variable; `oneOf` lists the only values it may take. */
export function textVariable(o: Documented & { default: string; oneOf?: string[] }) {
  return Type.String({ default: o.default, description: o.meaning, 'x-shown-default': o.shownDefault, enum: o.oneOf });
}

/** A text variable without a fixed default: unset or empty reads as undefined. */
export function optionalText(o: Documented) {
  return Type.Optional(Type.String({ description: o.meaning, 'x-shown-default': o.shownDefault ?? 'unset' }));
}

/** A whole number, 0 or more (`atLeast: 1` where none makes no sense). */
export function wholeVariable(o: Documented & { default: number; atLeast?: 0 | 1 }) {
  return Type.Integer({ default: o.default, minimum: o.atLeast ?? 0, description: o.meaning, 'x-shown-default': o.shownDefault });
}

/** A whole number without a fixed default. */
export function optionalWhole(o: Documented & { atLeast?: 0 | 1 }) {
  return Type.Optional(Type.Integer({ minimum: o.atLeast ?? 0, description: o.meaning, 'x-shown-default': o.shownDefault ?? 'unset' }));
}

export function flagVariable(o: Documented & { default: boolean }) {
  return Type.Boolean({ default: o.default, description: o.meaning, 'x-shown-default': o.shownDefault });
}

/** One area of the configuration (a sub-heading of the table), its variables in the table's order. */
export function variableArea<T extends TProperties>(title: string, variables: T): TObject<T> & { title: string } {
  return Type.Object(variables, { title }) as TObject<T> & { title: string };
}

/** What the configuration table reads of an area: its title and its variables' schemas. */
export interface VariableArea {
  title: string;
  properties: Readonly<Record<string, object>>;
}

interface VariableSchema {
  type: 'string' | 'integer' | 'boolean';
  default?: string | number | boolean;
  minimum?: number;
  enum?: string[];
}

/**
 * The area's variables read from the environment, each with its default; a malformed value stops
 * the start-up with the variable's name and what it must be.
 */
export function readVariables<T extends TProperties>(area: TObject<T>, env: Env): Static<TObject<T>> {
  const read: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(area.properties)) {
    const schema = property as VariableSchema;
    const raw = env[name];
    // Unset or empty takes the default; so does a flag of only spaces, as it always has.
    if (raw === undefined || raw === '' || (schema.type === 'boolean' && raw.trim() === '')) {
      if (schema.default !== undefined) read[name] = schema.default;
      continue;
    }
    read[name] = readValue(name, raw, schema);
  }
  return read as Static<TObject<T>>;
}

function readValue(name: string, raw: string, schema: VariableSchema): string | number | boolean {
  if (schema.type === 'integer') {
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
    if (parsed < (schema.minimum ?? 0)) throw new Error(`${name} must be at least ${schema.minimum}`);
    return parsed;
  }
  if (schema.type === 'boolean') {
    const word = raw.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(word)) return true;
    if (['0', 'false', 'no', 'off'].includes(word)) return false;
    throw new Error(`${name} must be true or false, not "${raw}"`);
  }
  if (schema.enum && !schema.enum.includes(raw)) throw new Error(`${name} must be ${schema.enum.join(' or ')}, not ${raw}`);
  return raw;
}
