/**
 * Writes the widget and screen names of the typed registries into schemas/journey.schema.json,
 * so editors and `journey validate` know exactly the names the web app can render.
 * `npm test` fails (tests/tools/journey-schema-registries.test.ts) when this was not run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenNames } from '../src/screens/registry';
import { fieldNames, widgetNames } from '../src/widgets/registry';

/** RJSF's own hidden widget is always available besides ours. */
export const journeyWidgetNames = (): string[] => [...widgetNames, 'hidden'];

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'journey.schema.json');

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const schema = JSON.parse(await readFile(file, 'utf8'));
  schema.$defs.widgetName.enum = journeyWidgetNames();
  schema.$defs.screenName.enum = [...screenNames];
  schema.$defs.fieldName.enum = [...fieldNames];
  await writeFile(file, JSON.stringify(schema, null, 2) + '\n');
  console.log(`journey.schema.json: ${journeyWidgetNames().length} widgets, ${screenNames.length} screens`);
}
