/**
 * The fields of a form step along a form pointer, as the applicant sees them: each level's schema
 * and uiSchema, an item of a list named by its `ui:options.itemTitle` ('Additional owner {n}').
 * What the error summary and the list of missing answers name and order fields by.
 */
import { parsePointer } from '../json-pointer';
import type { StepForm } from '../journey/journey.types';

type Node = Record<string, unknown>;

interface Level {
  token: string;
  schema: Node;
  uiSchema: Node;
  /** The position of the token among its siblings, as the form shows them. */
  position: number;
  /** An item of a list: its index. */
  item?: number;
}

/** The value as an object's members; none when it is not a plain object. */
export const objectOf = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});

/** The position of a property among the object's, by `ui:order` (with its `*`) or the schema's order. */
export function positionOf(schema: Node, uiSchema: Node, property: string): number {
  const properties = Object.keys(objectOf(schema.properties));
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : undefined;
  if (!order) return properties.indexOf(property);
  const placed = order.indexOf(property);
  if (placed >= 0) return placed;
  const rest = order.indexOf('*');
  return (rest >= 0 ? rest : order.length) + properties.indexOf(property) / (properties.length + 1);
}

/** The levels of the form a pointer passes through; a token the schema does not know ends the walk. */
export function fieldLevels(form: StepForm, pointer: string): Level[] {
  const levels: Level[] = [];
  let schema = objectOf(form.schema);
  let uiSchema = objectOf(form.uiSchema);
  for (const token of parsePointer(pointer)) {
    if (schema.type === 'array' || schema.items) {
      const item = Number(token);
      if (!Number.isInteger(item)) break;
      schema = objectOf(schema.items);
      uiSchema = objectOf(uiSchema.items);
      levels.push({ token, schema, uiSchema, position: item, item });
      continue;
    }
    const child = objectOf(schema.properties)[token];
    if (!child) break;
    const position = positionOf(schema, uiSchema, token);
    schema = objectOf(child);
    uiSchema = objectOf(uiSchema[token]);
    levels.push({ token, schema, uiSchema, position });
  }
  return levels;
}

/**
 * The field's name for the applicant: its title, after the item it belongs to
 * ('Additional owner 1, First name'). A list named by its items leaves its own title out.
 */
export function fieldLabel(form: StepForm, pointer: string): string {
  const levels = fieldLevels(form, pointer);
  const names: string[] = [];
  levels.forEach((level, i) => {
    if (level.item !== undefined) {
      const itemTitle = objectOf(level.uiSchema['ui:options']).itemTitle;
      if (typeof itemTitle === 'string') {
        names.pop();
        names.push(itemTitle.replace('{n}', String(level.item + 1)));
      } else names.push(String(level.item + 1));
      return;
    }
    // A group without a title (a plain nested object) adds nothing; a field without one is named by its property.
    if (typeof level.schema.title === 'string') names.push(level.schema.title);
    else if (i === levels.length - 1) names.push(level.token);
  });
  return names.join(', ') || pointer;
}

/** Errors (anything with a form pointer) in the order their fields appear on the form; the order among one field's kept. */
export function inFormOrder<T extends { path: string }>(form: StepForm, errors: readonly T[]): T[] {
  const keys = new Map(errors.map((error) => [error.path, fieldLevels(form, error.path).map((level) => level.position)]));
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  };
  return [...errors].sort((a, b) => compare(keys.get(a.path)!, keys.get(b.path)!));
}
