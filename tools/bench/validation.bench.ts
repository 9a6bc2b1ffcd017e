/**
 * Validation cost in Node: the largest tl step (nine owners filled) and the whole tl application (every form step,
 * 'complete' mode, as a stage change judges it), with every record of journeys/rules/tl.rules.json
 * and with records disabled. The target is the whole application in under 2 ms.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readForm } from '../../src/engine/binding/form-binding';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { validateStep } from '../../src/engine/validation/validate-step';
import { loadCompiledJourneys } from '../../src/server/journeys/journey-rules';
import { withAdditionalOwners } from '../fixtures/tl-application';
import { measure, ms, type BenchModule } from './measure';

const TARGET_MS = 2;
const RUNS = 2000;

/** Every step answered, with 8 additional owners: 9 owners, the most the journey allows. */
const application = withAdditionalOwners(8, 20);

const validationBench: BenchModule = {
  name: 'validation',
  async run() {
    const journeysDir = path.resolve('journeys');
    const cj = (await loadCompiledJourneys(journeysDir)).find((j) => j.journey.product === 'tl');
    if (!cj) throw new Error('No tl journey in journeys/');
    const records = JSON.parse(await readFile(path.join(journeysDir, 'rules', 'tl.rules.json'), 'utf8')) as RuleRecord[];
    const formSteps = cj.journey.steps.filter((s) => s.form);
    // The largest step for this document: the most fields once lists are counted item by item.
    const size = (id: string) => JSON.stringify(readForm(cj.step(id), application)).length;
    const largest = formSteps.reduce((a, b) => (size(b.id) > size(a.id) ? b : a));

    const oneStep = (withRecords: readonly RuleRecord[]) => () => validateStep(cj, largest.id, application, 'complete', withRecords);
    const wholeApplication = (withRecords: readonly RuleRecord[]) => () =>
      formSteps.flatMap((s) => validateStep(cj, s.id, application, 'complete', withRecords));

    // A document with errors would measure another path: say so rather than print a misleading figure.
    const errors = wholeApplication(records)();
    // Nine owners cannot each hold the 20% an added owner needs: those messages are expected and measured too.
    const unexpected = errors.filter((e) => e.key !== 'addedOwnerMin');
    if (unexpected.length > 0) console.warn(`  warning: the document is not valid (${unexpected.map((e) => `${e.path} ${e.key}`).join(', ')})`);
    else if (errors.length > 0)
      console.log(`  note: with 9 owners the ${errors.length} added owners cannot each hold 20%; those messages are part of the work measured`);

    console.log(`  ${records.length} records (journeys/rules/tl.rules.json), ${formSteps.length} form steps, median of ${RUNS} runs after warm-up`);
    const rows: [string, () => unknown, () => unknown][] = [
      [`largest step (${largest.id}, 9 owners)`, oneStep(records), oneStep([])],
      ['whole application (every form step)', wholeApplication(records), wholeApplication([])],
    ];
    for (const [label, withRecords, withoutRecords] of rows) {
      const on = measure(withRecords, { runs: RUNS });
      const off = measure(withoutRecords, { runs: RUNS });
      console.log(`  ${label}`);
      console.log(`    with records:    median ${ms(on.median)}  (p95 ${ms(on.p95)})`);
      console.log(`    records off:     median ${ms(off.median)}  (p95 ${ms(off.p95)})`);
      console.log(`    ratio:           ${(on.median / off.median).toFixed(2)}x`);
      if (label.startsWith('whole')) {
        console.log(`    target:          whole application < ${TARGET_MS} ms with records: ${on.median < TARGET_MS ? 'met' : 'NOT met'}`);
      }
    }
  },
};

export default validationBench;
