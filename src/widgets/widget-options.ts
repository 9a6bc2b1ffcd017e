/**
 * The `ui:options` each widget and custom field accepts, as JSON Schema, so a misspelt option or
 * one of the wrong type is refused by `journey validate` at its line instead of being silently
 * ignored by the widget. `npm run generate:journey-schema` writes them into the journey
 * meta-schema (one if/then per name). No React here: the generator reads this file alone.
 */
import type { JsonSchema } from '../engine/json-schema.types';
import { widgetValueTypes } from '../engine/binding/widget-value-types';
import type { FieldName, WidgetName } from './registry';

/** A text the journey writes, or a catalogue text with parameters (`{ message, params }`). */
const text: JsonSchema = {
  anyOf: [
    { type: 'string' },
    { type: 'object', required: ['message'], properties: { message: { type: 'string' }, params: { type: 'array' } }, additionalProperties: false },
  ],
};
const fill: JsonSchema = { type: 'object', additionalProperties: { type: 'string' }, description: 'What the pick gives -> the form field it fills.' };

/** Options every field reads through RJSF and our field template. */
const common: Record<string, JsonSchema> = {
  label: { type: 'boolean' },
  title: { type: 'string' },
  description: { type: 'string' },
  placeholder: { type: 'string' },
  autocomplete: { type: 'string', description: 'The HTML autocomplete token, e.g. "given-name".' },
  emptyValue: {},
  presentsErrors: { type: 'array', items: { type: 'string' }, description: 'Message keys this field shows for the fields it presents.' },
};
const masked = { maskLast: { type: 'integer', minimum: 0, description: 'Show only the last n characters while the field is not focused.' } };
const choices = { enumDisabled: { type: 'array', description: 'Values shown but not selectable.' } };

const own: Record<WidgetName | FieldName, Record<string, JsonSchema>> = {
  text: masked,
  email: {},
  phone: masked,
  money: {},
  date: { yearsBack: { type: 'integer' }, yearsAhead: { type: 'integer' } },
  year: {},
  month: {},
  percent: {},
  select: choices,
  radio: choices,
  yesNo: { ...choices, yesLabel: { type: 'string' }, noLabel: { type: 'string' } },
  checkboxes: choices,
  abn: masked,
  acn: masked,
  postcode: {},
  consent: {
    consentType: { type: 'string', description: 'The consent recorded, e.g. PRIVACY_CONSENT.' },
    text,
    links: { type: 'array', items: { type: 'object', required: ['label', 'href'], properties: { label: { type: 'string' }, href: { type: 'string' } } } },
  },
  ein: masked,
  ssn: masked,
  usZip: {},
  usPhone: {},
  ownershipTable: { primaryOwner: { type: 'string' }, otherOwners: { type: 'string' }, maxTotal: { type: ['number', 'string', 'object'] } },
  businessRegisterSearch: { hint: text, fill, activeOnly: { type: 'boolean' }, requireAcn: { type: 'boolean' } },
  addressSearch: { hint: text, fill, owner: { type: 'string' }, useLocation: { type: 'boolean' } },
};

/** The `ui:options` schema of each widget and field name. */
export const widgetOptionsSchemas = Object.fromEntries(
  Object.entries(own).map(([name, options]): [string, JsonSchema] => [
    name,
    { type: 'object', properties: { ...common, ...options }, additionalProperties: false },
  ]),
) as Record<WidgetName | FieldName, JsonSchema>;

/** Every widget says what it stores (src/engine/binding/widget-value-types.ts), and nothing else does. */
const everyWidgetStores: Record<WidgetName, unknown> = widgetValueTypes;
const onlyWidgetsStore: Record<keyof typeof widgetValueTypes, unknown> = {} as Record<WidgetName, unknown>;
void everyWidgetStores;
void onlyWidgetsStore;
