/**
 * `journey validate` and `journey explain` on a product's overrides of its fragments' steps: a
 * fault is found at its line in the product's file (not in the fragment other products share),
 * and explain says which parts of a step the fragment gives and which the override.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isError } from '../../src/server/journeys/diagnostics';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { locate } from '../../src/server/journeys/validate/locate';
import { validateJourneys } from '../../src/server/journeys/validate/validate-journeys';
import { explainStep, findStep } from '../../tools/journey/explain';
import { stepOrigin } from '../../tools/journey/step-origin';
import { stepOverrideProperties } from '../../tools/generate-journey-schema';
import { copyOfJourneys } from '../support/copy-of-journeys';

const meta = JSON.parse(await readFile('schemas/journey.schema.json', 'utf8'));

/** A copy of the journeys whose tl file carries `overrides` (written after `includes`, one key a line). */
async function withOverrides(overrides: Record<string, unknown>, editFragment?: { name: string; edit: (text: string) => string }) {
  const dir = await copyOfJourneys();
  if (editFragment) {
    const fragmentFile = path.join(dir, editFragment.name);
    await writeFile(fragmentFile, editFragment.edit(await readFile(fragmentFile, 'utf8')));
  }
  const file = path.join(dir, 'tl.journey.json');
  const journey = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const written = Object.fromEntries(
    Object.entries(journey).flatMap(([key, value]) =>
      key === 'includes'
        ? [
            [key, value],
            ['overrides', overrides],
          ]
        : [[key, value]],
    ),
  );
  await writeFile(file, JSON.stringify(written, null, 2));
  const folder = await readJourneyFolder(dir, 'schemas');
  const text = await readFile(file, 'utf8');
  const findings = validateJourneys(folder, meta)
    .filter(isError)
    .map((d) => ({ ...d, file: path.relative(dir, d.file), ...locate(d.file === file ? text : '', d.pointer) }));
  const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
  return { dir, folder, findings, lineOf };
}

const nextSteps = [
  { title: 'Apply', text: 'Your equipment loan application is with us.' },
  { title: 'Review', text: 'A credit analyst looks at the equipment quote.' },
];

describe('journey validate: overrides', () => {
  it('accepts a product refining a fragment step, and passes the other products including the fragment', async () => {
    const { findings } = await withOverrides({
      InReview: { title: 'Thanks, your loan is in review', screenProps: { nextSteps } },
      ApplicationExpired: { screenProps: { title: null } },
    });
    expect(findings).toEqual([]);
  });

  it('refuses an override naming a step no fragment has, or a step of the product itself, at its line', async () => {
    const { findings, lineOf } = await withOverrides({ InRevue: { title: 'x' }, BasicInfo: { title: 'y' } });
    expect(findings).toEqual([
      expect.objectContaining({ file: 'tl.journey.json', pointer: '/overrides/InRevue', code: 'JOURNEY_ERR_UNKNOWN_OVERRIDE', line: lineOf('"InRevue"') }),
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/overrides/BasicInfo',
        code: 'JOURNEY_ERR_UNKNOWN_OVERRIDE',
        line: lineOf('"BasicInfo": {'),
      }),
    ]);
    expect(findings[0].message).toContain('no included fragment has a step "InRevue"');
    expect(findings[1].message).toContain('a step of this journey');
  });

  it("refuses a change of the step's identity, and a key the step cannot hold, at the key", async () => {
    const { findings, lineOf } = await withOverrides({
      InReview: { stage: 'OurReview', screenProps: { nextSteps, footer: 'x' } },
      ApplicationExpired: { titel: 'Expired' },
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/overrides/InReview/stage', line: lineOf('"stage": "OurReview"') }),
        expect.objectContaining({ pointer: '/overrides/ApplicationExpired/titel', line: lineOf('"titel"') }),
      ]),
    );
    expect(findings.find((d) => d.pointer.endsWith('/stage'))?.message).toContain("stage stays the fragment's");
    // The step as overridden is judged once the override itself is well formed.
    const shape = await withOverrides({ InReview: { screenProps: { nextSteps, footer: 'x' } }, ApplicationExpired: { screenProps: { actions: [] } } });
    expect(shape.findings).toEqual([
      expect.objectContaining({ pointer: '/overrides/InReview/screenProps/footer', message: 'unknown property "footer"', line: shape.lineOf('"footer"') }),
      expect.objectContaining({ pointer: '/overrides/ApplicationExpired/screenProps/actions', line: shape.lineOf('"actions": []') }),
    ]);
    expect(shape.findings.every((d) => d.file === 'tl.journey.json')).toBe(true);
  });

  it("leaves a fault of the fragment's own step in the fragment, not at an override of another part", async () => {
    const broken = {
      name: 'fragments/after-submission.fragment.json',
      edit: (t: string) => t.replace('"screen": "inReview",', '"screen": "inReview", "signIn": "yes",'),
    };
    const { findings } = await withOverrides({ InReview: { title: 'Thanks, your loan is in review' } }, broken);
    expect(findings.map((d) => [d.file, d.pointer])).toEqual([['fragments/after-submission.fragment.json', '/steps/0/signIn']]);
  });

  it('places a later finding inside what the override set at the override, not in the shared fragment', async () => {
    const { findings, lineOf } = await withOverrides({ InReview: { next: [{ to: 'Nowhere' }] } });
    expect(findings).toEqual([
      expect.objectContaining({
        file: 'tl.journey.json',
        pointer: '/overrides/InReview/next/0/to',
        code: 'JOURNEY_ERR_UNKNOWN_TRANSITION_TARGET',
        line: lineOf('"to": "Nowhere"'),
      }),
    ]);
  });

  it('keeps the override keys of the schema in step with the step (npm run generate:journey-schema)', () => {
    expect(meta.$defs.stepOverride.properties).toEqual(stepOverrideProperties(meta.$defs.step.properties));
    expect(meta.$defs.stepOverride.properties.stage).toBe(false);
  });
});

describe('journey explain: where a step comes from', () => {
  it("names the fragment's parts and the override's", async () => {
    const { dir, folder } = await withOverrides({
      InReview: { title: 'Thanks, your loan is in review', screenProps: { nextSteps } },
      ApplicationExpired: { screenProps: { message: 'Your application has lapsed.', title: null } },
    });
    const tl = assembleFolder(folder).find((j) => j.product === 'tl')!;
    const explain = (id: string) => explainStep(tl, findStep(tl, id)!, [], folder.catalogue, stepOrigin(folder, 'tl', id, dir));
    const inReview = explain('InReview');
    expect(inReview).toContain('title     Thanks, your loan is in review');
    // The override gives the only screen prop: the fragment gives no part of screenProps.
    expect(inReview).toContain('  fragments/after-submission.fragment.json /steps/0: id, route, stage, status, guards, screen\n');
    expect(inReview).toContain('  override in tl.journey.json /overrides/InReview: title, screenProps/nextSteps');
    const expired = explain('ApplicationExpired');
    expect(expired).toContain('/steps/0: id, route, stage, status, guards, screen, screenProps (in part)');
    expect(expired).toContain('  override in tl.journey.json /overrides/ApplicationExpired: screenProps/message, screenProps/title (removed)');
    expect(explain('FundingNeeds')).toMatch(/Comes from:\n {2}tl\.journey\.json \/steps\/1: id, route, stage, status, guards, title/);
    expect(explain('Withdrawn')).not.toContain('override in');
  });
});
