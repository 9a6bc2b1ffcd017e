/** `journey validate` refuses a placeholder that names nothing, at the line of the text or of what names it. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { isError } from '../../src/server/journeys/diagnostics';
import { readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));
const release = JSON.parse(await readFile('journeys/rules/tl.rules.json', 'utf8')) as RuleRecord[];

/** A copy of the journeys folder with the journey and the catalogue edited as text. */
async function editedCopy(journey: (text: string) => string, catalogue: (text: string) => string = (t) => t, records = release) {
  const dir = await copyOfJourneys();
  const edit = async (name: string, change: (text: string) => string) => {
    const file = path.join(dir, name);
    await writeFile(file, change(await readFile(file, 'utf8')));
    return file;
  };
  const file = await edit('tl.journey.json', journey);
  await edit('messages.en-AU.json', catalogue);
  const rulesFile = path.join(dir, 'rules', 'tl.rules.json');
  const found = validateJourneys(await readJourneyFolder(dir, 'schemas'), meta, { tl: { file: rulesFile, records } })
    .filter(isError)
    .filter((d) => d.code === 'JOURNEY_ERR_UNKNOWN_PLACEHOLDER')
    // The catalogue is every product's: what tl's texts and records are refused for is the subject.
    .filter((d) => d.file === file || d.file === rulesFile);
  const text = await readFile(file, 'utf8');
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return Object.assign(
    found.map((d) => ({ ...d, ...(d.file === file ? locate(text, d.pointer) : {}) })),
    { lineOf, file, rulesFile },
  );
}

describe('placeholders in journey validate', () => {
  it('passes the texts of the repository', async () => {
    expect([...(await editedCopy((t) => t))]).toEqual([]);
  });

  it("refuses a field's help naming a keyword its schema lacks, or a format there is none of, at the help's line", async () => {
    const found = await editedCopy((t) => t.replace('in steps of {multipleOf:money}', 'in steps of {step:money}, {maximum:euro}'));
    expect(found.map((d) => d.message)).toEqual([
      'ui:help has {step:money}, but the field\'s schema has no "step"',
      'ui:help has {maximum:euro}: there is no format "euro" (one of money, number)',
    ]);
    expect(found.every((d) => d.line === found.lineOf('{step:money}'))).toBe(true);
  });

  it("refuses a catalogue text naming a keyword the field using it lacks, at the field's messages", async () => {
    const found = await editedCopy(
      (t) => t,
      (t) => t.replace('greater than {minimum:money}', 'greater than {exclusiveMinimum:money}'),
    );
    expect(found).toHaveLength(1);
    expect(found[0].message).toBe('message "loanAmountMin" has {exclusiveMinimum:money}, but the field\'s schema has no "exclusiveMinimum"');
    expect(found[0].line).toBe(found.lineOf('"minimum": "loanAmountMin"'));
  });

  it('refuses a position beyond the parameters a uiSchema text or a rule record gives', async () => {
    const found = await editedCopy(
      (t) => t,
      (t) => t.replace('up to {0} owners', 'up to {0} owners of {1}').replace('cannot exceed {0}%', 'cannot exceed {0}% ({total})'),
    );
    expect(found.map((d) => d.message)).toEqual([
      'message "ownersLimitReached" has {1}, but is given 1 parameter(s)',
      'message "totalOwnershipMax" (rule totalOwnershipMax) has {total}, but no field\'s keywords are given to it here',
    ]);
    expect(found[0].line).toBe(found.lineOf('"limitNote"'));
    expect(found[1]).toMatchObject({ file: found.rulesFile, pointer: `/${release.findIndex((r) => r.errorKey === 'totalOwnershipMax')}/errorKey` });
  });
});
