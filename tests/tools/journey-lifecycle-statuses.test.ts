/**
 * A product's own lifecycle entries merge into its fragments' key by key (JSON Merge Patch), and
 * `journey validate` finds a faulty key of one at its line in the product's file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeLifecycles } from '../../src/engine/journey/assemble-journey';
import type { LifecycleTable } from '../../src/engine/journey/journey.types';
import { isError } from '../../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

/** The step an added status needs for its page. */
const checkStep = {
  id: 'InvoicesCheck',
  route: 'application/invoices_check',
  stage: 'InvoicesCheck',
  status: 'INVOICES_CHECK',
  guards: ['auth', 'application'],
  screen: 'statusPage',
  screenProps: {
    title: 'Checking your invoices',
    message: 'We confirm each invoice with your customer.',
    actions: [{ label: 'Back to Home', action: 'backToHome' }],
  },
};

/** A copy of the journeys whose tl file has `lifecycle` (and the step of an added status). */
async function withLifecycle(lifecycle: unknown, steps: unknown[] = []) {
  const dir = await copyOfJourneys();
  const file = path.join(dir, 'tl.journey.json');
  const journey = JSON.parse(await readFile(file, 'utf8')) as { steps: unknown[] };
  await writeFile(file, JSON.stringify({ ...journey, steps: [...journey.steps, ...steps], lifecycle }, null, 2));
  const folder = await readJourneyFolder(dir, 'schemas');
  const text = await readFile(file, 'utf8');
  const findings = validateJourneys(folder, meta)
    .filter(isError)
    .map((d) => ({ ...d, file: path.relative(dir, d.file), ...locate(d.file === file ? text : '', d.pointer) }));
  /** The line of the first line holding `needle` after the line holding `after`. */
  const lineOf = (needle: string, after = '"lifecycle"') => {
    const lines = text.split('\n');
    const from = lines.findIndex((l) => l.includes(after));
    return lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;
  };
  return { folder, findings, lineOf };
}

describe('mergeLifecycles', () => {
  const fragment: LifecycleTable = {
    initial: 'OPEN',
    statuses: {
      OPEN: { title: 'Open', stages: ['Start'], notify: 'Opened', next: ['DONE'] },
      DONE: { title: 'Done', stages: ['End'] },
    },
  };

  it("merges a journey's status into the fragment's key by key: arrays replace, null removes, the rest stays", () => {
    const merged = mergeLifecycles([fragment], { statuses: { OPEN: { next: ['DONE', 'HELD'], notify: null }, HELD: { title: 'Held', stages: ['Held'] } } });
    expect(merged.statuses).toEqual({
      OPEN: { title: 'Open', stages: ['Start'], next: ['DONE', 'HELD'] },
      DONE: { title: 'Done', stages: ['End'] },
      HELD: { title: 'Held', stages: ['Held'] },
    });
    expect(merged.initial).toBe('OPEN');
  });

  it('removes a status written as null; an earlier fragment wins over a later one, whole', () => {
    const later: LifecycleTable = { statuses: { DONE: { title: 'Finished', stages: ['Fin'], notify: 'x' } } };
    expect(mergeLifecycles([fragment, later], { statuses: { OPEN: null } }).statuses).toEqual({ DONE: { title: 'Done', stages: ['End'] } });
  });
});

describe('journey validate: lifecycle statuses written key by key', () => {
  it("accepts a product adding a move to a shared status with that key alone, and assembles the fragment's entry with it", async () => {
    const { folder, findings } = await withLifecycle(
      {
        statuses: {
          SUBMITTED: { next: ['CONDITIONAL', 'APPROVED', 'DECLINED', 'INELIGIBLE', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN', 'INVOICES_CHECK'] },
          INVOICES_CHECK: { title: 'Checking your invoices', stages: ['InvoicesCheck'], next: ['APPROVED', 'DECLINED', 'OPS_WITHDRAWN', 'CUSTOMER_WITHDRAWN'] },
        },
      },
      [checkStep],
    );
    expect(findings).toEqual([]);
    const tl = assembleFolder(folder).find((j) => j.product === 'tl')!;
    expect(tl.lifecycle.statuses.SUBMITTED).toMatchObject({ title: 'In review', stages: ['ApplicationInReview'] });
    expect(tl.lifecycle.statuses.SUBMITTED.next).toContain('INVOICES_CHECK');
    // The other products including the fragment keep its entry.
    const us = assembleFolder(folder).find((j) => j.product === 'renewal-tl')!;
    expect(us.lifecycle.statuses.SUBMITTED.next).not.toContain('INVOICES_CHECK');
  });

  it('finds an unknown key and a wrong value at their lines', async () => {
    const { findings, lineOf } = await withLifecycle({ statuses: { SUBMITTED: { notice: 'typo of notify', notify: 7 } } });
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/lifecycle/statuses/SUBMITTED/notice',
        line: lineOf('"notice"'),
        message: 'unknown property "notice"',
      }),
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/lifecycle/statuses/SUBMITTED/notify',
        line: lineOf('"notify": 7'),
        message: 'must be string',
      }),
    ]);
  });

  it('finds what the merge leaves faulty at its line: a required key removed, a status written in part, a removal of nothing', async () => {
    const { findings, lineOf } = await withLifecycle({ statuses: { APPROVED: { title: null }, HELD: { title: 'Held' }, NEVER_THERE: null } });
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/lifecycle/statuses/NEVER_THERE',
        code: 'JOURNEY_ERR_UNKNOWN_STATUS',
        line: lineOf('"NEVER_THERE"'),
        message: 'status NEVER_THERE is removed, but no included fragment has it',
      }),
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/lifecycle/statuses/APPROVED/title',
        line: lineOf('"title": null'),
        message: 'title cannot be removed: every status has one',
      }),
      expect.objectContaining({ file: 'tl.journey.json', pointer: '/lifecycle/statuses/HELD', line: lineOf('"HELD"'), message: 'missing property "stages"' }),
    ]);
  });
});
