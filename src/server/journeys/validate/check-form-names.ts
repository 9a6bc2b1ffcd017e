/**
 * Names in a step's form that name nothing: a `required` entry that is no property beside it (the
 * field can never be given, so the step never completes), a uiSchema entry or `ui:order` name
 * that is no field (its widget or order silently does nothing), and `enumNames` that do not pair
 * with `enum` one for one (the wrong label shows against a choice), and a widget on a field whose
 * type it does not store (or a choice widget without choices). The schema is the resolved one, so
 * names inside a `$ref`'d definition are judged too.
 */
import type { JsonSchema } from '../../../engine/json-schema.types';
import { widgetValueTypes, type WidgetValue } from '../../../engine/binding/widget-value-types';
import { DiagnosticCode as C } from '../diagnostics';

type Node = Record<string, unknown>;
export interface FormNameProblem {
  at: string;
  code: string;
  message: string;
}

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

export function formNameProblems(schema: JsonSchema, uiSchema: unknown): FormNameProblem[] {
  const out: FormNameProblem[] = [];
  walk(schema, uiSchema, '/form/schema', '/form/uiSchema', out);
  return out;
}

function walk(node: unknown, ui: unknown, schemaAt: string, uiAt: string, out: FormNameProblem[]): void {
  if (!isNode(node)) return;
  const properties = isNode(node.properties) ? node.properties : undefined;
  if (properties && Array.isArray(node.required)) {
    node.required.forEach((name, i) => {
      if (typeof name === 'string' && !(name in properties))
        out.push({ at: `${schemaAt}/required/${i}`, code: C.unknownFieldName, message: `required names "${name}", which is not a property beside it` });
    });
  }
  if (Array.isArray(node.enum) && Array.isArray(node.enumNames) && node.enum.length !== node.enumNames.length) {
    out.push({
      at: `${schemaAt}/enumNames`,
      code: C.enumNames,
      message: `enumNames has ${node.enumNames.length} label(s) for ${node.enum.length} enum value(s): each value needs its label, in the same order`,
    });
  }
  const uiNode = isNode(ui) ? ui : undefined;
  const widget = widgetProblem(node, uiNode?.['ui:widget']);
  if (widget) out.push({ at: `${uiAt}/ui:widget`, code: C.widgetType, message: widget });
  if (properties && uiNode) {
    for (const key of Object.keys(uiNode)) {
      if (key.startsWith('ui:') || key in properties) continue;
      out.push({ at: `${uiAt}/${key}`, code: C.unknownFieldName, message: `uiSchema names "${key}", which is not a field of the form here` });
    }
    const order = uiNode['ui:order'];
    if (Array.isArray(order)) {
      order.forEach((name, i) => {
        if (name !== '*' && typeof name === 'string' && !(name in properties))
          out.push({ at: `${uiAt}/ui:order/${i}`, code: C.unknownFieldName, message: `ui:order names "${name}", which is not a field of the form here` });
      });
    }
  }
  for (const [name, child] of Object.entries(properties ?? {})) walk(child, uiNode?.[name], `${schemaAt}/properties/${name}`, `${uiAt}/${name}`, out);
  if (isNode(node.items)) walk(node.items, uiNode?.items, `${schemaAt}/items`, `${uiAt}/items`, out);
}

/** The JSON types a schema's value may have: its `type`, else those of its choices. */
function typesOf(node: Node): string[] {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === 'string' && t !== 'null');
  const choices = choicesOf(node);
  return [...new Set(choices.map((value) => (Number.isInteger(value) ? 'integer' : Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)))];
}

function choicesOf(node: Node): unknown[] {
  if (Array.isArray(node.enum)) return node.enum;
  const options = Array.isArray(node.oneOf) ? node.oneOf : Array.isArray(node.anyOf) ? node.anyOf : [];
  return options.filter((option): option is Node => isNode(option) && 'const' in option).map((option) => option.const);
}

function widgetProblem(node: Node, widget: unknown): string | undefined {
  if (typeof widget !== 'string' || !(widget in widgetValueTypes)) return undefined;
  const { types, choices }: WidgetValue = widgetValueTypes[widget as keyof typeof widgetValueTypes];
  const own = typesOf(node);
  // An integer is a number too: a number widget is fine on an integer field.
  const fits = (type: string) => types.includes(type as never) || (type === 'integer' && types.includes('number' as never));
  if (own.length > 0 && !own.every(fits)) return `the ${widget} widget stores ${types.join(' or ')}, but this field is ${own.join(' or ')}`;
  if (choices === 'own' && choicesOf(node).length === 0) return `the ${widget} widget chooses among enum values (or oneOf consts), and this field has none`;
  if (choices === 'items' && !(isNode(node.items) && choicesOf(node.items).length > 0))
    return `the ${widget} widget ticks among its items' enum values (or oneOf consts), and this field's items have none`;
  return undefined;
}
