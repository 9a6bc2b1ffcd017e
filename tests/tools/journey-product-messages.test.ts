/**
 * A product's own texts (`<product>.messages.en-AU.json` beside its journey): they replace the
 * shared catalogue's for that product only, `journey validate` finds a key the shared catalogue
 * lacks, a key written twice and a placeholder nothing fills at its line, and `journey explain`
 * says where each text comes from.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileJourney } from '../../src/engine/journey/compile-journey';
import { messageText } from '../../src/engine/validation/messages';
import { isError } from '../../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { positionOf } from '../../src/server/journeys/validate/json-text';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { readRuleFiles } from '../../src/server/journeys/read-rule-files';
import { explainStep, findStep } from '../../tools/journey/explain';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));
const OWN_MINIMUM = 'Our smallest loan is {minimum:money}.';

/** A copy of the journeys where tl has its own texts, written as `text`. */
async function withTlTexts(text: string) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, 'tl.messages.en-AU.json');
  await writeFile(file, text);
  const folder = await readJourneyFolder(dir, 'schemas');
  const findings = validateJourneys(folder, meta, await readRuleFiles(dir)).map((d) => ({
    ...d,
    file: path.relative(dir, d.file),
    ...(d.offset !== undefined && d.file === file ? positionOf(text, d.offset) : locate(d.file === file ? text : '', d.pointer)),
  }));
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return { folder, findings, lineOf };
}

describe("a product's own texts", () => {
  it("replace the shared catalogue's for that product only, in the pipeline's messages too", async () => {
    const { folder, findings } = await withTlTexts(JSON.stringify({ loanAmountMin: OWN_MINIMUM }, null, 2));
    expect(findings.filter(isError)).toEqual([]);
    const journeys = assembleFolder(folder);
    const tl = compileJourney(
      journeys.find((j) => j.product === 'tl')!,
      folder.catalogue,
    );
    const renewal = compileJourney(
      journeys.find((j) => j.product === 'renewal-tl')!,
      folder.catalogue,
    );
    expect(tl.journey.messages).toEqual({ loanAmountMin: OWN_MINIMUM });
    expect(messageText(tl.catalogue, 'loanAmountMin', [], { minimum: 5000 })).toBe('Our smallest loan is $5,000.');
    expect(renewal.catalogue.loanAmountMin).toBe(folder.catalogue.loanAmountMin);
    expect(renewal.journey.messages).toBeUndefined();
    // Every other text of tl is the shared one.
    expect(tl.catalogue.fileEmpty).toBe(folder.catalogue.fileEmpty);
  });

  it('finds a key the shared catalogue lacks, a key written twice and a placeholder nothing fills, each at its line', async () => {
    const text = [
      '{',
      '  "loanAmountMin": "Our smallest loan is {minimum:money}.",',
      '  "loanAmountMinn": "A typo of the key",',
      '  "loanAmountMax": "At most {maximum:money}, for {0}.",',
      '  "loanAmountMin": "Written again",',
      '  "fileEmpty": " "',
      '}',
    ].join('\n');
    const { findings, lineOf } = await withTlTexts(text);
    const ours = findings.filter((f) => f.file === 'tl.messages.en-AU.json').map(({ code, line, pointer }) => ({ code, line, pointer }));
    expect(ours).toEqual(
      expect.arrayContaining([
        { code: 'JOURNEY_ERR_DUPLICATE_KEY', line: lineOf('Written again'), pointer: '/loanAmountMin' },
        { code: 'JOURNEY_ERR_UNKNOWN_MESSAGE_OVERRIDE', line: lineOf('loanAmountMinn'), pointer: '/loanAmountMinn' },
        { code: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER', line: lineOf('loanAmountMax'), pointer: '/loanAmountMax' },
        { code: 'JOURNEY_ERR_EMPTY_MESSAGE', line: lineOf('fileEmpty'), pointer: '/fileEmpty' },
      ]),
    );
    expect(ours).toHaveLength(4);
    expect(findings.find((f) => f.code === 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER')?.message).toContain('{0}');
    expect(findings.every(isError)).toBe(true);
  });

  it("finds a rule type's text the product words with a placeholder its rule does not give in the product's file, not the shared catalogue", async () => {
    const { findings, lineOf } = await withTlTexts(JSON.stringify({ min_age_18: 'You must be at least {0}, {1}.' }, null, 2));
    const ruleText = findings.filter((f) => f.message.includes('(rule min_age_18)'));
    const where = { file: 'tl.messages.en-AU.json', pointer: '/min_age_18', line: lineOf('min_age_18'), code: 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER' };
    expect(ruleText).toEqual([expect.objectContaining(where), expect.objectContaining(where)]);
    expect(ruleText.map((f) => f.message)).toEqual([expect.stringContaining('has {0}'), expect.stringContaining('has {1}')]);
    expect(findings.filter((f) => f.file === 'messages.en-AU.json')).toEqual([]);
  });

  it('journey explain says which texts are the product’s own and which are shared', async () => {
    const { folder } = await withTlTexts(JSON.stringify({ loanAmountMin: OWN_MINIMUM }));
    const journeys = assembleFolder(folder);
    const tl = journeys.find((j) => j.product === 'tl')!;
    const text = explainStep(tl, findStep(tl, 'FundingNeeds')!, [], folder.catalogue);
    expect(text).toContain(`minimum: loanAmountMin "${OWN_MINIMUM}" (tl's own text, tl.messages.en-AU.json)`);
    expect(text).toContain(`maximum: loanAmountMax "${folder.catalogue.loanAmountMax}" (shared, messages.en-AU.json)`);
    const renewal = journeys.find((j) => j.product === 'renewal-tl')!;
    const step = renewal.steps.find((s) => JSON.stringify(s.form?.schema ?? {}).includes('loanAmountMin'));
    if (step) expect(explainStep(renewal, step, [], folder.catalogue)).toContain('loanAmountMin "Please enter');
  });
});
