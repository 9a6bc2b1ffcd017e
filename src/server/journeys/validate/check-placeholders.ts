/**
 * Placeholders that name nothing: a text saying '{minimum:money}' on a field without a minimum,
 * '{1}' where one parameter is given, or a format the engine does not know. The engine leaves such
 * a placeholder as written, so the applicant would read the braces; here the analyst is told where.
 */
import { FIELD_TEXTS } from '../../../engine/binding/form-view';
import { isUiMessage } from '../../../engine/binding/ui-messages';
import type { RuleRecord } from '../../../engine/rules/rule-record.types';
import { ruleTypeNamed } from '../../../engine/rules/rule-types';
import type { MessageCatalogue } from '../../../engine/validation/messages';
import { placeholderFormats, placeholderNamesValue, placeholdersIn, type PlaceholderValues } from '../../../engine/validation/placeholders';

type Node = Record<string, unknown>;

export interface PlaceholderProblem {
  /** JSON Pointer of the text, or of what names the catalogue text. */
  at: string;
  message: string;
  /** The catalogue key of a text nothing but its rule type names: the fault is the text, at its line in the catalogue. */
  catalogueKey?: string;
}

const objectOf = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});

/**
 * The placeholders of `text` that name nothing, given how many parameters it receives (undefined:
 * the caller cannot tell, and positions are not judged) and the field's schema, if any. `named`
 * says which text it is, for the message.
 */
export function unfilledPlaceholders(text: string, named: string, params: number | undefined, field?: PlaceholderValues): string[] {
  return placeholdersIn(text).flatMap((p) => {
    if (p.format !== undefined && !Object.hasOwn(placeholderFormats, p.format)) {
      return [`${named} has ${p.text}: there is no format "${p.format}" (one of ${Object.keys(placeholderFormats).join(', ')})`];
    }
    if (p.position !== undefined) return params === undefined || p.position < params ? [] : [`${named} has ${p.text}, but is given ${params} parameter(s)`];
    if (!field) return [`${named} has ${p.text}, but no field's keywords are given to it here`];
    return placeholderNamesValue(p, [], field) ? [] : [`${named} has ${p.text}, but the field's schema has no "${p.name}"`];
  });
}

/** A step's schema texts: the catalogue texts its fields' `messages` name, read with each field's keywords. */
export function schemaPlaceholderProblems(
  schema: unknown,
  catalogue: MessageCatalogue,
  at = '/form/schema',
  out: PlaceholderProblem[] = [],
): PlaceholderProblem[] {
  const node = objectOf(schema);
  for (const [keyword, key] of Object.entries(objectOf(node.messages))) {
    const text = catalogue[String(key)];
    if (text === undefined) continue;
    // Positions are filled by the pipeline, keyword by keyword; only the named ones are judged here.
    for (const message of unfilledPlaceholders(text, `message "${String(key)}"`, undefined, node)) out.push({ at: `${at}/messages/${keyword}`, message });
  }
  for (const [name, child] of Object.entries(objectOf(node.properties))) schemaPlaceholderProblems(child, catalogue, `${at}/properties/${name}`, out);
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) schemaPlaceholderProblems(node.items, catalogue, `${at}/items`, out);
  return out;
}

/**
 * A step's uiSchema texts: a field's help (and description, placeholder) read with its schema's
 * keywords; a catalogue text in `ui:options` (`{ message, params }`) with its params alone.
 */
export function uiPlaceholderProblems(
  uiSchema: unknown,
  schema: unknown,
  catalogue: MessageCatalogue,
  at = '/form/uiSchema',
  out: PlaceholderProblem[] = [],
): PlaceholderProblem[] {
  const ui = objectOf(uiSchema);
  const field = objectOf(schema);
  for (const name of FIELD_TEXTS) {
    const text = ui[name];
    if (typeof text === 'string') for (const message of unfilledPlaceholders(text, name, 0, field)) out.push({ at: `${at}/${name}`, message });
  }
  for (const [option, value] of Object.entries(objectOf(ui['ui:options']))) {
    if (!isUiMessage(value) || catalogue[value.message] === undefined) continue;
    const named = `message "${value.message}"`;
    for (const message of unfilledPlaceholders(catalogue[value.message], named, value.params?.length ?? 0))
      out.push({ at: `${at}/ui:options/${option}`, message });
  }
  for (const [name, child] of Object.entries(ui)) {
    if (name.startsWith('ui:') || !child || typeof child !== 'object' || Array.isArray(child)) continue;
    const childSchema = name === 'items' && field.items ? field.items : objectOf(field.properties)[name];
    uiPlaceholderProblems(child, childSchema, catalogue, `${at}/${name}`, out);
  }
  return out;
}

/** Rule records: each failing rule's text is given the parameters its rule type shows, and no field's keywords. */
export function rulePlaceholderProblems(records: readonly RuleRecord[], catalogue: MessageCatalogue): PlaceholderProblem[] {
  const out: PlaceholderProblem[] = [];
  records.forEach((record, i) => {
    record.rules.forEach((rule, j) => {
      const name = rule.ruleType.validationRuleType;
      const type = ruleTypeNamed(name);
      if (!type) return;
      const key = record.errorKey ?? type.key ?? name;
      // Own keys only: a key such as "toString" names no text, not Object's method.
      const text = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
      if (text === undefined) return;
      const params = type.messageParams?.((rule.ruleParameters ?? []).map((p) => p.parameter)) ?? [];
      const own = record.errorKey !== undefined;
      const at = own ? `/${i}/errorKey` : `/${i}/rules/${j}`;
      for (const message of unfilledPlaceholders(text, `message "${key}" (rule ${name})`, params.length))
        out.push({ at, message, ...(own ? {} : { catalogueKey: key }) });
    });
  });
  return out;
}
