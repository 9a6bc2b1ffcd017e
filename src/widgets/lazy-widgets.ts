/**
 * The widgets and fields few steps name, each in a chunk of its own so the first step does not
 * download them (dates, selects, lookups, checkboxes, the ownership table). The step route preloads those its form
 * names while it waits for the application, so the form does not wait on them.
 */
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldProps, MultiSchemaFieldTemplateProps, WidgetProps } from '@rjsf/utils';
import { loadable, type Loadable } from './loadable';
import { preloadSchemaMerge } from './rjsf-defaults/schema-merge';

export const lazyWidgets = {
  money: loadable<WidgetProps>(() => import('./money-widget').then((m) => m.MoneyWidget)),
  date: loadable<WidgetProps>(() => import('./date-widget').then((m) => m.DateWidget)),
  year: loadable<WidgetProps>(() => import('./year-widget').then((m) => m.YearWidget)),
  month: loadable<WidgetProps>(() => import('./month-widget').then((m) => m.MonthWidget)),
  percent: loadable<WidgetProps>(() => import('./percent-widget').then((m) => m.PercentWidget)),
  select: loadable<WidgetProps>(() => import('./select-widget').then((m) => m.SelectWidget)),
  checkboxes: loadable<WidgetProps>(() => import('./checkboxes-widget').then((m) => m.CheckboxesWidget)),
  abn: loadable<WidgetProps>(() => import('./abn-widget').then((m) => m.AbnWidget)),
  acn: loadable<WidgetProps>(() => import('./acn-widget').then((m) => m.AcnWidget)),
  postcode: loadable<WidgetProps>(() => import('./postcode-widget').then((m) => m.PostcodeWidget)),
  ein: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.EinWidget)),
  ssn: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.SsnWidget)),
  usZip: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.UsZipWidget)),
  usPhone: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.UsPhoneWidget)),
};

export const lazyFields = {
  ownershipTable: loadable<FieldProps>(() => import('./ownership-table-field').then((m) => m.OwnershipTableField)),
  businessRegisterSearch: loadable<FieldProps>(() => import('./business-register-search').then((m) => m.BusinessRegisterSearch)),
  addressSearch: loadable<FieldProps>(() => import('./address-search').then((m) => m.AddressSearch)),
};

/**
 * What renders a list: RJSF's list field (given to the portal's forms in place of RJSF's default,
 * which stays on demand) and the portal's list templates. A step whose form shows a list fetches
 * them with its code; the first step shows none.
 */
export const listField = {
  ArrayField: loadable<FieldProps>(() => import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default as never)),
};
export const listTemplates = {
  ArrayFieldTemplate: loadable<ArrayFieldTemplateProps>(() => import('./templates/array-field-template').then((m) => m.ArrayFieldTemplate)),
  ArrayFieldItemTemplate: loadable<ArrayFieldItemTemplateProps>(() => import('./templates/array-field-item-template').then((m) => m.ArrayFieldItemTemplate)),
};

/**
 * What renders a choice of schemas (`anyOf`, `oneOf`): RJSF's field and template for it, given
 * to the portal's forms in place of RJSF's defaults, which stay on demand. No journey has one yet.
 */
const MultiSchemaField = loadable<FieldProps>(() => import('@rjsf/core/lib/components/fields/MultiSchemaField.js').then((m) => m.default as never));
export const choiceField = { AnyOfField: MultiSchemaField, OneOfField: MultiSchemaField };
export const choiceTemplates = {
  MultiSchemaFieldTemplate: loadable<MultiSchemaFieldTemplateProps>(() =>
    import('@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js').then((m) => m.default as never),
  ),
};

const byName: Record<string, Loadable<never>> = { ...lazyWidgets, ...lazyFields };

/** The lazy widgets and fields a uiSchema names with `ui:widget` or `ui:field`, at any depth. */
export function lazyNamedIn(uiSchema: unknown, found = new Set<Loadable<never>>()): Set<Loadable<never>> {
  if (Array.isArray(uiSchema)) for (const item of uiSchema) lazyNamedIn(item, found);
  else if (uiSchema && typeof uiSchema === 'object') {
    for (const [key, value] of Object.entries(uiSchema)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string' && byName[value]) found.add(byName[value]);
      else lazyNamedIn(value, found);
    }
  }
  return found;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether RJSF renders a list in this form: an array it reaches through objects' properties and
 * the subschemas that add to them (conditions, combinations). A widget given a list still renders
 * inside RJSF's list field; a custom field, or a widget given an object, renders what is inside
 * itself. When in doubt it answers yes: the price is a fetch, not a form that waits.
 */
export function rendersList(schema: unknown, uiSchema: unknown = {}): boolean {
  if (Array.isArray(schema)) return schema.some((item) => rendersList(item, uiSchema));
  if (!isNode(schema)) return false;
  const ui = isNode(uiSchema) ? uiSchema : {};
  if (typeof ui['ui:field'] === 'string') return false;
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) || 'items' in schema) return true;
  if (typeof ui['ui:widget'] === 'string') return false;
  const properties = isNode(schema.properties) ? schema.properties : {};
  if (Object.entries(properties).some(([name, property]) => rendersList(property, ui[name]))) return true;
  return ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependencies', 'additionalProperties', 'patternProperties'].some((keyword) =>
    keyword === 'dependencies' || keyword === 'patternProperties'
      ? isNode(schema[keyword]) && Object.values(schema[keyword]).some((part) => rendersList(part, ui))
      : rendersList(schema[keyword], ui),
  );
}

/** Whether any of the keywords is in the schema at any depth. */
function holdsKeyword(schema: unknown, keywords: readonly string[]): boolean {
  if (Array.isArray(schema)) return schema.some((item) => holdsKeyword(item, keywords));
  if (!isNode(schema)) return false;
  return keywords.some((keyword) => keyword in schema) || Object.values(schema).some((child) => holdsKeyword(child, keywords));
}

/** Whether the schema offers a choice of schemas anywhere (an enum's `oneOf` too: the price is a fetch). */
export const rendersChoice = (schema: unknown): boolean => holdsKeyword(schema, ['anyOf', 'oneOf']);

/** Whether RJSF may merge subschemas when it renders this schema: `allOf`, or one it makes from `patternProperties` or a `$ref` with keywords beside it. */
export const mergesSchemas = (schema: unknown): boolean => holdsKeyword(schema, ['allOf', 'patternProperties', '$ref']);

/** The code a list, or a choice of schemas, needs: fetched together when a form renders one. */
const listCode: readonly Loadable<never>[] = [listField.ArrayField, ...Object.values(listTemplates)];
const choiceCode: readonly Loadable<never>[] = [MultiSchemaField, ...Object.values(choiceTemplates)];
const preloadAll = (code: readonly Loadable<never>[]) => Promise.all(code.map((part) => part.preload()));

/**
 * Fetches the code of the lazy widgets and fields a form's uiSchema names, of lists and choices
 * of schemas when the form renders one, and of the merge of subschemas when it may merge some;
 * settled at once when it needs none.
 */
export async function preloadWidgetsOf(uiSchema: unknown, schema?: unknown): Promise<void> {
  await Promise.all([
    ...[...lazyNamedIn(uiSchema)].map((widget) => widget.preload()),
    rendersList(schema, uiSchema) && preloadAll(listCode),
    rendersChoice(schema) && preloadAll(choiceCode),
    mergesSchemas(schema) && preloadSchemaMerge(),
  ]);
}
