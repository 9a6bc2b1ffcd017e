/**
 * Writes the widget and screen names of the typed registries, and each screen's props schema,
 * into schemas/journey.schema.json, so editors and `journey validate` know exactly the names the
 * web app can render and the `screenProps` each screen reads, and the keys a step override may
 * name (every step key but the fixed ones).
 * `npm test` fails (tests/tools/journey-schema-registries.test.ts) when this was not run.
 * It also writes the engine's rule types into schemas/rule-record.schema.json
 * (tools/generate-rule-record-schema.ts), so one command refreshes every generated name.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenNames, screenRegistry } from '../src/screens/registry';
import { fieldNames, widgetNames } from '../src/widgets/registry';
import { widgetOptionsSchemas } from '../src/widgets/widget-options';
import { writeRuleRecordSchema } from './generate-rule-record-schema';
import { FIXED_STEP_KEYS } from '../src/engine/journey/step-overrides';

/** A step naming a screen must give that screen's props: one if/then per screen. */
export function screenPropsConditions(): object[] {
  return screenNames.map((name) => {
    const props = screenRegistry[name].propsSchema as { required?: string[] };
    return {
      if: { required: ['screen'], properties: { screen: { const: name } } },
      then: { ...(props.required?.length ? { required: ['screenProps'] } : {}), properties: { screenProps: screenRegistry[name].propsSchema } },
    };
  });
}

/** A uiSchema entry naming a widget or a field may give only the `ui:options` that one reads. */
export function widgetOptionsConditions(): object[] {
  return Object.entries(widgetOptionsSchemas).map(([name, options]) => {
    const key = (fieldNames as readonly string[]).includes(name) ? 'ui:field' : 'ui:widget';
    return { if: { required: [key], properties: { [key]: { const: name } } }, then: { properties: { 'ui:options': options } } };
  });
}

/**
 * An override may name every key a step has but the fixed ones, which it may not name at all
 * (refused at the key's line); what it sets is checked on the merged step.
 */
export function stepOverrideProperties(stepProperties: Record<string, unknown>): Record<string, object | boolean> {
  const fixed: readonly string[] = FIXED_STEP_KEYS;
  return Object.fromEntries(Object.keys(stepProperties).map((key) => [key, fixed.includes(key) ? false : {}]));
}

/**
 * A status a journey writes over an included fragment's: every key of a whole status, each its
 * own schema or null (which removes it). That the merged entry is whole is judged after merging.
 */
export function lifecycleStatusPatchProperties(statusProperties: Record<string, unknown>): Record<string, object> {
  return Object.fromEntries(
    Object.keys(statusProperties).map((key) => [key, { anyOf: [{ $ref: `#/$defs/lifecycleStatus/properties/${key}` }, { type: 'null' }] }]),
  );
}

/** RJSF's own hidden widget is always available besides ours. */
export const journeyWidgetNames = (): string[] => [...widgetNames, 'hidden'];

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'journey.schema.json');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const schema = JSON.parse(await readFile(file, 'utf8'));
  schema.$defs.widgetName.enum = journeyWidgetNames();
  schema.$defs.screenName.enum = [...screenNames];
  schema.$defs.fieldName.enum = [...fieldNames];
  schema.$defs.step.allOf = screenPropsConditions();
  schema.$defs.uiSchema.allOf = widgetOptionsConditions();
  schema.$defs.stepOverride.properties = stepOverrideProperties(schema.$defs.step.properties);
  schema.$defs.lifecycleStatusPatch.properties = lifecycleStatusPatchProperties(schema.$defs.lifecycleStatus.properties);
  await writeFile(file, JSON.stringify(schema, null, 2) + '\n');
  console.log(`journey.schema.json: ${journeyWidgetNames().length} widgets, ${screenNames.length} screens`);
  console.log(await writeRuleRecordSchema());
}
