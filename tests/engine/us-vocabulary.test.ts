/**
 * The US vocabulary (schemas/us-vocabulary.schema.json, the us-ein, us-ssn and us-zip formats, the
 * ein, ssn and usZip widgets) in an example journey: tl with one more step of US fields
 * (tests/fixtures/journeys/us-details.step.json), not a product the portal serves. The journey
 * passes the checks every journey passes, and its step refuses what was never issued.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import { isUsEin, isUsSsn, isUsZip } from '../../src/engine/validation/formats';
import { validateForm } from '../../src/engine/validation/validate-step';
import { loadCompiledJourneys } from '../../src/server/journeys/journey-rules';

/** tl, renamed, with the US step after its first one and that step's stage in the lifecycle. */
async function writeExampleJourney(journeysDir: string): Promise<void> {
  const tl = JSON.parse(await readFile('journeys/tl.journey.json', 'utf8')) as Record<string, unknown> & { steps: { id: string; next?: { to: string }[] }[] };
  const lifecycle = JSON.parse(await readFile('journeys/fragments/lifecycle.fragment.json', 'utf8')) as {
    lifecycle: { statuses: Record<string, { stages: string[] }> };
  };
  const usStep = JSON.parse(await readFile('tests/fixtures/journeys/us-details.step.json', 'utf8')) as { id: string; next: { to: string }[] };
  const [first, ...rest] = tl.steps;
  const inProgress = lifecycle.lifecycle.statuses.IN_PROGRESS;
  const journey = {
    ...tl,
    product: 'us-example',
    title: 'Business term loan (US example)',
    siteDefault: undefined,
    personalData: [...(tl.personalData as string[]), '$.owners[*]._extension.ssn'],
    lifecycle: { statuses: { IN_PROGRESS: { ...inProgress, stages: [inProgress.stages[0], 'UsDetails', ...inProgress.stages.slice(1)] } } },
    steps: [{ ...first, next: [{ to: usStep.id }] }, { ...usStep, next: first.next }, ...rest],
  };
  await writeFile(path.join(journeysDir, 'us-example.journey.json'), JSON.stringify(journey, null, 2));
}

describe('the US vocabulary', () => {
  let dir: string;
  let example: CompiledJourney;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'us-vocabulary-'));
    await cp('journeys', path.join(dir, 'journeys'), { recursive: true });
    await cp('schemas', path.join(dir, 'schemas'), { recursive: true });
    await writeExampleJourney(path.join(dir, 'journeys'));
    // Throws with the findings when the journey check refuses the folder.
    example = (await loadCompiledJourneys(path.join(dir, 'journeys'))).find((cj) => cj.journey.product === 'us-example')!;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('checks EIN prefixes, SSN ranges never issued and ZIP codes', () => {
    expect(['12-3456789', '123456789', '95-1234567'].map(isUsEin)).toEqual([true, true, true]);
    expect(['07-1234567', '00-1234567', '96-1234567', '12-345678', '1-23456789'].map(isUsEin)).toEqual([false, false, false, false, false]);
    expect(['123-45-6789', '123456789', '899-99-9999'].map(isUsSsn)).toEqual([true, true, true]);
    expect(['000-12-3456', '666-12-3456', '900-12-3456', '123-00-4567', '123-45-0000', '12-345-6789'].map(isUsSsn)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['90210', '90210-1234', '9021', '90210-12', '90210 1234'].map(isUsZip)).toEqual([true, true, false, false, false]);
  });

  it('takes an example journey of US fields through the journey check, with the SSN as personal data', () => {
    expect(example.journey.steps.map((s) => s.id).slice(0, 3)).toEqual(['BasicInfo', 'UsDetails', 'FundingNeeds']);
    expect(example.journey.personalData).toContain('$.owners[*]._extension.ssn');
    const schema = example.step('UsDetails').form!.schema as { properties: Record<string, { enum?: string[] }> };
    const state = schema.properties.stateOfIncorporation as { enum: string[] };
    expect(state.enum).toHaveLength(51);
    expect(state.enum).toContain('DC');
  });

  it('refuses what was never issued with its own message, and passes what could be', () => {
    const valid = {
      ein: '123456789',
      stateOfIncorporation: 'DE',
      legalEntityType: 'S_CORPORATION',
      grossAnnualRevenue: 1_200_000,
      zipCode: '19801-1234',
      ssn: '123456789',
    };
    expect(validateForm(example, 'UsDetails', valid, 'complete')).toEqual([]);
    const wrong = { ...valid, ein: '071234567', ssn: '666123456', zipCode: '1980', stateOfIncorporation: 'NSW' };
    const errors = Object.fromEntries(validateForm(example, 'UsDetails', wrong, 'complete').map((e) => [e.path, e.message]));
    expect(errors).toEqual({
      '/ein': 'Please enter a valid 9 digit EIN.',
      '/ssn': 'Please enter a valid SSN.',
      '/zipCode': 'Please enter a valid ZIP code: 5 digits, or ZIP+4.',
      '/stateOfIncorporation': 'This value is not allowed.',
    });
  });
});
