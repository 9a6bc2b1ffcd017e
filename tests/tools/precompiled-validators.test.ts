import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bindValidators } from '../../src/engine/journey/compiled-journey';
import type { ValidateFunction } from '../../src/engine/validation/field-error';
import { validateForm } from '../../src/engine/validation/validate-step';
import { standaloneValidatorModules, standaloneValidators } from '../../tools/precompile/standalone-validators';
import { journeys } from '../engine/fixtures';

const samples: Record<string, unknown[]> = {
  BasicInfo: [{}, { firstName: ' ', email: 'jane@', primaryPhone: '0112345678', isBroker: true }, { firstName: 'Jane.', partnerCode: 'AB-1' }],
  FundingNeeds: [{ desiredLoanAmount: 9000 }, { desiredLoanAmount: 10500, fundingPurposes: ['OTHER'] }, { overdraftLimit: 'x' }],
  BusinessInfo: [
    { legalEntityType: 'TRUST', trusteeType: 'COMPANY', abn: '51824753557' },
    { legalEntityType: 'COMPANY', acn: '004085616' },
  ],
  MoreBusinessInfo: [
    { establishedDate: `${new Date().getFullYear()}-01-01` },
    { establishedDate: '1899-01-01', percentOwnership: '101' },
    { state: 'VIC', postalCode: '2000' },
    { establishedDate: `${new Date().getFullYear()}-01-01`, establishedMonth: 'DEC' },
  ],
  PersonalInfo: [{ dateOfBirth: '12/0' }, { dateOfBirth: '2015-01-01', postalCode: '200' }, { state: 'XX' }, { state: 'QLD', postalCode: '0872' }],
  AdditionalOwners: [
    {
      hasAdditionalOwners: true,
      coOwners: [
        { firstName: 'Sam', state: 'NSW', postalCode: '4383' },
        { state: 'WA', postalCode: '5000' },
      ],
    },
  ],
};

/**
 * A folder for generated modules inside the project, so their require('ajv/dist/runtime/...')
 * resolves; removed when the test ends.
 */
async function generatedModulesFolder(): Promise<string> {
  await mkdir('node_modules/.cache', { recursive: true });
  const dir = await mkdtemp(path.resolve('node_modules/.cache/validators-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('precompiled validators', () => {
  it('give the browser exactly the messages the server gives', async () => {
    const compiled = await journeys();
    const { code } = standaloneValidators(compiled.map((c) => c.journey));
    expect(code).not.toMatch(/new Function|eval\(/);
    const file = path.join(await generatedModulesFolder(), 'validators.cjs');
    await writeFile(file, code);
    const fns = createRequire(import.meta.url)(file) as Record<string, ValidateFunction>;
    for (const runtime of compiled.filter((c) => c.journey.product === 'tl')) {
      const precompiled = bindValidators(runtime.journey, runtime.catalogue, (name) => fns[name]);
      for (const [stepId, cases] of Object.entries(samples)) {
        for (const data of cases) {
          for (const mode of ['draft', 'complete'] as const) {
            const expected = validateForm(runtime, stepId, data, mode);
            expect(expected.length + (mode === 'draft' ? 1 : 0)).toBeGreaterThan(0);
            expect(validateForm(precompiled, stepId, data, mode)).toEqual(expected);
          }
        }
      }
    }
  });

  it('split into a graph module per journey and one module per form step, answer as the single module does', async () => {
    const compiled = await journeys();
    const whole = standaloneValidators(compiled.map((c) => c.journey));
    const { graph, steps, count } = standaloneValidatorModules(compiled.map((c) => c.journey));
    expect(count).toBe(whole.count);
    const formSteps = compiled.flatMap((c) => c.journey.steps.filter((step) => step.form));
    expect(steps).toHaveLength(formSteps.length);
    const dir = await generatedModulesFolder();
    const load = async (name: string, code: string) => {
      await writeFile(path.join(dir, name), code);
      return createRequire(import.meta.url)(path.join(dir, name)) as Record<string, ValidateFunction>;
    };
    expect(graph.map((g) => g.product)).toEqual(compiled.map((c) => c.journey.product));
    const fns: Record<string, ValidateFunction> = {};
    for (const { product, code } of graph) {
      const graphFns = await load(`graph-${product}.cjs`, code);
      // A journey's graph module carries its own conditions alone, no form's schema and no other journey's.
      expect(Object.keys(graphFns).every((name) => name.startsWith(`${product.replaceAll('-', '_')}__`) && /__(next\d+|done)$/.test(name))).toBe(true);
      Object.assign(fns, graphFns);
    }
    for (const step of steps) Object.assign(fns, await load(`${step.key}.cjs`, step.code));
    for (const runtime of compiled.filter((c) => c.journey.product === 'tl')) {
      const split = bindValidators(runtime.journey, runtime.catalogue, (name) => fns[name]);
      for (const [stepId, cases] of Object.entries(samples)) {
        for (const data of cases) {
          for (const mode of ['draft', 'complete'] as const) expect(validateForm(split, stepId, data, mode)).toEqual(validateForm(runtime, stepId, data, mode));
        }
      }
    }
  });
});
