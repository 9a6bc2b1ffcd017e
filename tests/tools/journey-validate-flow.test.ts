/**
 * journey validate's checks of how an application moves through a journey and of what its forms
 * name: each mistake made once in a copy of the release journeys, found with its code at its line.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { checkRuleRecords } from '../../src/server/journeys/validate/check-rule-records';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

/** Findings for the release journeys with one file edited, each with its line, and the line a text is on. */
async function findingsWith(name: string, edit: (text: string) => string, extraFile?: string) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, name);
  const text = edit(await readFile(file, 'utf8'));
  await writeFile(file, text);
  if (extraFile) await cp(path.join(dir, 'tl.journey.json'), path.join(dir, extraFile));
  const all = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta);
  const located = all.map((d) => ({ ...d, line: path.basename(d.file) === path.basename(name) ? locate(text, d.pointer).line : undefined }));
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  const lineText = (line: number | undefined) => (line ? text.split('\n')[line - 1] : '');
  return { located, lineOf, lineText, codes: all.map((d: Diagnostic) => d.code) };
}

const replaceOnce = (from: string, to: string) => (text: string) => {
  if (!text.includes(from)) throw new Error(`the journey no longer has ${from}`);
  return text.replace(from, to);
};

describe('journey validate: how an application moves', () => {
  it('refuses a form step whose only exits are conditional', async () => {
    const { located, lineText } = await findingsWith(
      'tl.journey.json',
      replaceOnce('"to": "BusinessInfo"', '"to": "BusinessInfo", "when": { "required": ["business"] }'),
    );
    const found = located.find((d) => d.code === 'JOURNEY_ERR_STEP_NEVER_LEFT');
    expect(found?.message).toContain('"FundingNeeds"');
    expect(lineText(found?.line)).toContain('"next"');
  });

  it('refuses progress that goes backwards along a transition', async () => {
    const { located } = await findingsWith('tl.journey.json', replaceOnce('"percent": 24,', '"percent": 4,'));
    expect(located.find((d) => d.code === 'JOURNEY_ERR_PROGRESS_BACKWARDS')?.message).toMatch(/from "FundingNeeds" \(12%.* to "BusinessInfo" \(4%/);
  });

  it('refuses a stage under two statuses that still move, and lets ended statuses share a page', async () => {
    const { located, lineOf } = await findingsWith(
      'fragments/lifecycle.fragment.json',
      replaceOnce('"stages": ["ApplicationInReview"]', '"stages": ["ApplicationInReview", "BasicInfo"]'),
    );
    const found = located.filter((d) => d.code === 'JOURNEY_ERR_STAGE_UNDER_TWO_STATUSES');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pointer: '/lifecycle/statuses/SUBMITTED/stages/1', line: lineOf('"ApplicationInReview", "BasicInfo"') });
    // Withdrawn by the lender and by the applicant share the Withdrawn page in the release files.
    const release = validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta);
    expect(release.map((d) => d.code)).not.toContain('JOURNEY_ERR_STAGE_UNDER_TWO_STATUSES');
  });

  it('warns of a status page no move of the lifecycle leads to', async () => {
    const { located } = await findingsWith('fragments/lifecycle.fragment.json', (t) => t.replaceAll('"IN_VERIFY", ', '').replaceAll(', "IN_VERIFY"', ''));
    const found = located.filter((d) => d.code === 'JOURNEY_WARN_STATUS_NEVER_REACHED');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => d.severity === 'warning' && d.message.includes('IN_VERIFY'))).toBe(true);
  });

  it('refuses a second journey file for one product', async () => {
    const { located } = await findingsWith('tl.journey.json', (t) => t, 'tl-copy.journey.json');
    expect(located.find((d) => d.code === 'JOURNEY_ERR_DUPLICATE_PRODUCT')).toMatchObject({ pointer: '/product', message: expect.stringContaining('"tl"') });
  });

  it('refuses a condition reading an answer nothing writes, at the name, and knows what the server writes', async () => {
    const { located, lineOf } = await findingsWith('tl.journey.json', replaceOnce('"complete"\n', '"completed"\n'));
    const found = located.find((d) => d.code === 'JOURNEY_ERR_UNKNOWN_CONDITION_FIELD');
    expect(found?.message).toContain('"/_extension/statements/completed"');
    expect(found?.line).toBe(lineOf('"completed"'));
    const release = validateJourneys(await readJourneyFolder('journeys', 'schemas'), meta);
    expect(release.map((d) => d.code)).not.toContain('JOURNEY_ERR_UNKNOWN_CONDITION_FIELD');
  });
});

describe("journey validate: what a step's form names", () => {
  it('refuses conditional schema keywords in a form, and not a field that happens to be called "if"', async () => {
    const withIf = await findingsWith(
      'tl.journey.json',
      replaceOnce('"offersCollateral": {\n', '"offersCollateral": {\n"if": { "const": true }, "then": { "const": true },\n'),
    );
    expect(withIf.located.filter((d) => d.code === 'JOURNEY_ERR_FORBIDDEN_KEYWORD').map((d) => d.pointer.split('/').pop())).toEqual(['if', 'then']);
    const named = await findingsWith('tl.journey.json', replaceOnce('"offersCollateral": {\n', '"if": { "type": "string" }, "offersCollateral": {\n'));
    expect(named.codes).not.toContain('JOURNEY_ERR_FORBIDDEN_KEYWORD');
  });

  it("refuses a widget option the widget does not read, or of the wrong type, at the option's line", async () => {
    const misspelt = await findingsWith('tl.journey.json', replaceOnce('"activeOnly": true', '"activeOnyl": true'));
    const found = misspelt.located.find((d) => d.code === 'JOURNEY_ERR_WIDGET_OPTION');
    expect(found).toMatchObject({ message: 'ui:options "activeOnyl" is not an option this widget reads', line: misspelt.lineOf('"activeOnyl"') });
    const wrongType = await findingsWith('tl.journey.json', replaceOnce('"activeOnly": true', '"activeOnly": "yes"'));
    expect(wrongType.located.find((d) => d.code === 'JOURNEY_ERR_WIDGET_OPTION')).toMatchObject({ message: 'ui:options activeOnly: must be boolean' });
  });
});

describe('a rule comparing two answers in journey validate', () => {
  it('refuses a compared path that names no field', async () => {
    const tl = assembleFolder(await readJourneyFolder('journeys', 'schemas')).find((j) => j.product === 'tl')!;
    const compare = (other: string) => [
      { jsonPath: '$.fundingNeeds.overdraftLimit', rules: [{ ruleType: { validationRuleType: 'atMostField' }, ruleParameters: [{ parameter: other }] }] },
    ];
    expect(checkRuleRecords(tl, compare('$.fundingNeeds.desiredLoanAmount'), 'tl.rules.json')).toEqual([]);
    expect(checkRuleRecords(tl, compare('$.fundingNeeds.desiredLoanAmont'), 'tl.rules.json')).toMatchObject([
      { code: 'JOURNEY_ERR_UNKNOWN_RULE_PATH', pointer: '/0/rules/0/ruleParameters/0/parameter' },
    ]);
  });
});
