/**
 * Validation cost in Node: the largest tl step and the whole tl application (every form step,
 * 'complete' mode, as a stage change judges it), with every record of journeys/rules/tl.rules.json
 * and with records disabled. The target is the whole application in under 2 ms.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { formProperties } from '../../src/engine/binding/form-binding';
import type { RuleRecord } from '../../src/engine/rules/rule-record.types';
import { validateStep } from '../../src/engine/validation/validate-step';
import { loadCompiledJourneys } from '../../src/server/plugins/journeys';
import { measure, ms, type BenchModule } from './measure';

const TARGET_MS = 2;
const RUNS = 2000;

/** A complete, valid tl application without additional owners (the engine tests' fixture, copied). */
const application = {
  owners: [
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@example.com.au',
      primaryPhone: '0412345678',
      dateOfBirth: '1980-05-17',
      streetNumber: '12',
      streetName: 'George',
      streetType: 'Street',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      percentOwnership: '100',
      _extension: { broker: false, residencyStatus: 'AUSTRALIAN_CITIZEN' },
    },
  ],
  consents: {
    PRIVACY_CONSENT: { type: 'PRIVACY_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' },
    MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', timestamp: '2026-11-21T10:00:00.000Z' },
  },
  fundingNeeds: {
    desiredLoanAmount: 150000,
    fundingPurposes: ['EQUIPMENT_PURCHASES'],
    fundsUsagePeriod: 'WITHIN_3_14_DAYS',
    overdraftLimit: 0,
    offersCollateral: false,
  },
  business: {
    legalEntityType: 'COMPANY',
    legalBusinessName: 'Citizen Bakery Pty Ltd',
    phone: '0298765432',
    streetNumber: '1',
    streetName: 'Pitt',
    streetType: 'Street',
    city: 'Sydney',
    state: 'NSW',
    postalCode: '2000',
    establishedDate: '2015-01-01',
    _extension: { abn: '51824753556', acn: '004085616', averageMonthlyRevenue: 60000, hasAdditionalOwners: false },
  },
  hearAboutUs: 'INTERNET_SEARCH',
};

const validationBench: BenchModule = {
  name: 'validation',
  async run() {
    const journeysDir = path.resolve('journeys');
    const cj = (await loadCompiledJourneys(journeysDir)).find((j) => j.journey.product === 'tl');
    if (!cj) throw new Error('No tl journey in journeys/');
    const records = JSON.parse(await readFile(path.join(journeysDir, 'rules', 'tl.rules.json'), 'utf8')) as RuleRecord[];
    const formSteps = cj.journey.steps.filter((s) => s.form);
    const largest = formSteps.reduce((a, b) => (formProperties(b).length > formProperties(a).length ? b : a));

    const oneStep = (withRecords: readonly RuleRecord[]) => () => validateStep(cj, largest.id, application, 'complete', withRecords);
    const wholeApplication = (withRecords: readonly RuleRecord[]) => () => formSteps.flatMap((s) => validateStep(cj, s.id, application, 'complete', withRecords));

    // A document with errors would measure another path: say so rather than print a misleading figure.
    const errors = wholeApplication(records)();
    if (errors.length > 0) console.warn(`  warning: the document is not valid (${errors.map((e) => `${e.path} ${e.key}`).join(', ')})`);

    console.log(`  ${records.length} records (journeys/rules/tl.rules.json), ${formSteps.length} form steps, median of ${RUNS} runs after warm-up`);
    const rows: [string, () => unknown, () => unknown][] = [
      [`largest step (${largest.id}, ${formProperties(largest).length} fields)`, oneStep(records), oneStep([])],
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
