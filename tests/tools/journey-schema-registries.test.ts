import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenNames } from '../../src/screens/registry';
import { journeyWidgetNames, screenPropsConditions } from '../../tools/generate-journey-schema';
import { fieldNames } from '../../src/widgets/registry';

describe('journey.schema.json', () => {
  it('names exactly the widgets and screens of the registries (run npm run generate:journey-schema)', async () => {
    const schema = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));
    expect([...schema.$defs.widgetName.enum].sort()).toEqual(journeyWidgetNames().sort());
    expect([...schema.$defs.screenName.enum].sort()).toEqual([...screenNames].sort());
    expect([...schema.$defs.fieldName.enum].sort()).toEqual([...fieldNames].sort());
    expect(schema.$defs.step.allOf).toEqual(JSON.parse(JSON.stringify(screenPropsConditions())));
  });
});
