/**
 * journey validate's findings about what conditions read and compare, what a product's screens and
 * forms need of its settings, circles of steps, and faults found at the line of the faulty value
 * rather than its key, the enclosing schema or another file. Each mistake made once in a copy of
 * the release journeys, found with its code and text at its own line.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isError } from '../../src/server/journeys/diagnostics';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { checkJourneyFolder } from '../../src/server/journeys/validate/check-journey-folder';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { screenSettings } from '../../src/engine/journey/screen-settings';
import { screenNames } from '../../src/screens/registry';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

/** Replaces the first `from` after `after` (from the start when not given). */
const replaceAfter = (after: string, from: string, to: string) => (text: string) => {
  const start = text.indexOf(after);
  const at = start < 0 ? -1 : text.indexOf(from, start);
  if (at < 0) throw new Error(`the file no longer has ${from} after ${after}`);
  return text.slice(0, at) + to + text.slice(at + from.length);
};

/** The errors of the release journeys with one file edited, each with the text of its line when it is in that file. */
async function errorsWith(name: string, edit: (text: string) => string) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, name);
  const text = edit(await readFile(file, 'utf8'));
  await writeFile(file, text);
  const errors = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta, {
    tl: { file: path.join(dir, 'rules', 'tl.rules.json'), records: JSON.parse(await readFile(path.join(dir, 'rules', 'tl.rules.json'), 'utf8')) },
  }).filter(isError);
  const lines = text.split('\n');
  return errors.map((d) => ({ ...d, line: d.file === file ? lines[locate(text, d.pointer).line - 1] : undefined }));
}

describe('journey validate: conditions', () => {
  it('the release journeys have none of these findings', async () => {
    const findings = validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta);
    const codes = [
      'JOURNEY_ERR_CONDITION_VALUE',
      'JOURNEY_ERR_UNKNOWN_CONDITION_FIELD',
      'JOURNEY_ERR_MISSING_SETTING',
      'JOURNEY_ERR_UNSEALED_PERSONAL_ANSWER',
      'JOURNEY_ERR_STEP_CYCLE',
    ];
    expect(findings.filter((d) => codes.includes(d.code))).toEqual([]);
  });

  it('refuses a visibleWhen condition reading an answer the form lacks: the field would never show', async () => {
    const errors = await errorsWith('tl.journey.json', replaceAfter('"visibleWhen"', '"isBroker"', '"isBrokr"'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_UNKNOWN_CONDITION_FIELD',
      message: 'the condition showing "/partnerCode" reads "/isBrokr", which the form does not have: "/partnerCode" is never shown',
    });
    expect(errors[0].line).toContain('"isBrokr"');
  });

  it('refuses a visibleWhen entry for a field the form lacks, at the entry (not at visibleWhen)', async () => {
    const errors = await errorsWith('tl.journey.json', replaceAfter('"visibleWhen"', '"/partnerCode"', '"/partnerCod"'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'JOURNEY_ERR_BAD_BINDING', message: 'visibleWhen names "/partnerCod", which is not a field of the form' });
    expect(errors[0].line).toContain('"/partnerCod"');
  });

  it("refuses a condition comparing with a value the field's narrowed enumeration no longer has", async () => {
    const ref = '"$ref": "../schemas/application.schema.json#/$defs/fundingNeeds/properties/fundingPurposes",';
    const narrowed = `${ref}\n              "items": { "type": "string", "enum": ["EQUIPMENT_PURCHASES", "MARKETING"], "enumNames": ["Equipment Purchases", "Marketing"] },`;
    const errors = await errorsWith('tl.journey.json', replaceAfter('"id": "FundingNeeds"', ref, narrowed));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_CONDITION_VALUE',
      message: 'the condition showing "/fundingPurposeOther" compares "/fundingPurposes/*" with "OTHER", which is not a value the field takes',
    });
    expect(errors[0].line).toContain('"const": "OTHER"');
  });

  it("refuses a transition's condition comparing an answer with a value it never takes", async () => {
    const when =
      '{ "to": "BusinessInfo", "when": { "properties": { "fundingNeeds": { "properties": { "fundingPurposes": { "contains": { "const": "PAYROLL" } } } } } } },\n';
    const errors = await errorsWith(
      'tl.journey.json',
      replaceAfter('"id": "FundingNeeds"', '{\n          "to": "BusinessInfo"', `${when}{\n          "to": "BusinessInfo"`),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_CONDITION_VALUE',
      message: 'the condition compares "/fundingNeeds/fundingPurposes/*" with "PAYROLL", which is not a value the answer takes',
    });
    expect(errors[0].line).toContain('"PAYROLL"');
  });
});

describe('journey validate: the settings a product needs', () => {
  it('names only screens of the registry', () => {
    expect(Object.keys(screenSettings).filter((name) => !(screenNames as string[]).includes(name))).toEqual([]);
  });

  it('refuses a journey whose included fragment signs agreements without a checkout, at the include', async () => {
    const errors = await errorsWith('tl.journey.json', (text) => {
      const journey = JSON.parse(text);
      delete journey.checkout;
      return JSON.stringify(journey, null, 2);
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_MISSING_SETTING',
      message:
        '"fragments/after-submission.fragment.json" brings step "FundingDetails" (screen fundingDetails), step "WaitingForAdditionalOwners" (screen waitingForOwners), which need the journey\'s "checkout"; the journey declares none',
    });
    expect(errors[0].line).toContain('"fragments/after-submission.fragment.json"');
  });

  it('refuses a date of birth no personalData path covers, at the field', async () => {
    const errors = await errorsWith(
      'tl.journey.json',
      replaceAfter('"personalData"', '"$.owners[*].dateOfBirth", "$.coOwners[*].dateOfBirth"', '"$.owners[*].dateOfBirth", "$.coOwners[0].dateOfBirth"'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_UNSEALED_PERSONAL_ANSWER',
      pointer: expect.stringMatching(/\/form\/schema\/properties\/coOwners\/items\/properties\/dateOfBirth$/),
      message:
        'step "AdditionalOwners" stores a date of birth at /coOwners/*/dateOfBirth, which no "personalData" path of the journey covers: it would be stored in clear and shown unmasked to staff',
    });
    expect(errors[0].line).toContain('"dateOfBirth": {');
  });
});

describe('journey validate: circles of steps', () => {
  it('reports a circle once, with its steps, at the transition that closes it (not as progress going backwards)', async () => {
    const back = '{ "to": "FundingNeeds", "when": { "required": ["business"] } },\n';
    const errors = await errorsWith(
      'tl.journey.json',
      replaceAfter('"id": "MoreBusinessInfo"', '{\n          "to": "PersonalInfo"', `${back}{\n          "to": "PersonalInfo"`),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_STEP_CYCLE',
      message:
        'the transitions lead round in a circle: "FundingNeeds" -> "BusinessInfo" -> "MoreBusinessInfo" -> "FundingNeeds": an applicant could go round it without end',
    });
    expect(errors[0].line).toContain('"to": "FundingNeeds"');
  });
});

describe('journey validate: each finding at the line of the faulty value', () => {
  it("a form field's message key with no text, at its entry in messages", async () => {
    const errors = await errorsWith('tl.journey.json', replaceAfter('"id": "FundingNeeds"', '"messages": {', '"messages": {\n "pattern": "noSuchText",'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'JOURNEY_ERR_MISSING_MESSAGE', message: 'message key "noSuchText" has no text in the catalogue' });
    expect(errors[0].line).toContain('"noSuchText"');
  });

  it('a $ref naming nothing, at the $ref', async () => {
    const errors = await errorsWith('tl.journey.json', replaceAfter('"id": "PersonalInfo"', '$defs/dateOfBirth"', '$defs/dateOfBirt"'));
    expect(errors.map((d) => d.code)).toEqual(['JOURNEY_ERR_UNRESOLVED_REF']);
    expect(errors[0].line).toContain('"$ref": "../schemas/application.schema.json#/$defs/dateOfBirt"');
  });

  it("a form schema's faulty keyword, at the keyword", async () => {
    const errors = await errorsWith('tl.journey.json', replaceAfter('"fundingPurposeOther": {', '"maxLength": 100,', '"maxLength": "100",'));
    expect(errors.map((d) => d.code)).toEqual(['JOURNEY_ERR_INVALID_FORM_SCHEMA']);
    expect(errors[0].message).toContain('maxLength must be integer');
    expect(errors[0].line).toContain('"maxLength": "100"');
  });

  it("a rule type's own text its parameters do not fill, once at its line in the catalogue (not at every record)", async () => {
    const errors = await errorsWith('messages.en-AU.json', replaceAfter('"lessThanOrEqual"', '{0} or less', '{1} or less'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER',
      message: 'message "lessThanOrEqual" (rule lessThanOrEqual) has {1}, but is given 1 parameter(s)',
    });
    expect(errors[0].line).toContain('"lessThanOrEqual": "The value must be {1} or less."');
  });

  it('a fragment that is not JSON, in the fragment at its fault (not as a missing fragment of each journey)', async () => {
    const dir = await copyOfJourneys();
    const file = path.join(dir, 'fragments', 'after-submission.fragment.json');
    const text = replaceAfter('"id": "InVerify"', '"id": "InVerify",', '"id": "InVerify"')(await readFile(file, 'utf8'));
    await writeFile(file, text);
    const { findings } = await checkJourneyFolder(dir, 'schemas');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file, code: 'JOURNEY_ERR_JSON', message: 'invalid JSON: CommaExpected' });
    expect(text.split('\n')[findings[0].line - 2]).toContain('"id": "InVerify"');
  });
});
