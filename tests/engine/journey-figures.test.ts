/** A journey's figures named in its texts, filled from the journey itself. */
import { describe, expect, it } from 'vitest';
import { assembleFolder, readJourneyFolder } from '../../src/server/journeys/read-journeys';
import { fillJourneyFigures, figureText, journeyFiguresIn } from '../../src/engine/journey/journey-figures';
import type { JourneyFile } from '../../src/engine/journey/journey.types';

const journey = { limits: { additionalOwnerThreshold: 25, loanAmount: { min: 10000 } }, lifecycle: { validForDays: 30 }, title: 'Business term loan' };

describe('journey figures in texts', () => {
  it('finds figures with their pointer and format, and nothing else in braces', () => {
    expect(journeyFiguresIn('Own {#/limits/additionalOwnerThreshold}% from {#/limits/loanAmount/min:money}; {0} and {minimum} are not')).toEqual([
      { text: '{#/limits/additionalOwnerThreshold}', pointer: '/limits/additionalOwnerThreshold' },
      { text: '{#/limits/loanAmount/min:money}', pointer: '/limits/loanAmount/min', format: 'money' },
    ]);
  });

  it('reads numbers and texts, formats numbers, and refuses objects, unknown pointers and unknown formats', () => {
    expect(figureText(journey, { pointer: '/limits/loanAmount/min', format: 'money' })).toBe('$10,000');
    expect(figureText(journey, { pointer: '/title' })).toBe('Business term loan');
    expect(figureText(journey, { pointer: '/limits/loanAmount' })).toBeUndefined();
    expect(figureText(journey, { pointer: '/limits/nothing' })).toBeUndefined();
    expect(figureText(journey, { pointer: '/lifecycle/validForDays', format: 'percent' })).toBeUndefined();
  });

  it('fills every string of a tree and leaves a figure naming nothing as written', () => {
    const step = { title: 'Own {#/limits/additionalOwnerThreshold}% or more?', options: ['within {#/lifecycle/validForDays} days', '{#/nope}'], n: 3 };
    expect(fillJourneyFigures(step, journey)).toEqual({ title: 'Own 25% or more?', options: ['within 30 days', '{#/nope}'], n: 3 });
  });

  it('a limit changed in the journey file changes the step titles and the lifecycle notices', async () => {
    const folder = await readJourneyFolder('journeys', 'schemas');
    const source = folder.sources.find((s) => s.json.product === 'tl')!;
    const json: JourneyFile = { ...source.json, limits: { ...source.json.limits, additionalOwnerThreshold: 10 } };
    const [changed] = assembleFolder({ ...folder, sources: [{ ...source, json: { ...json, lifecycle: { statuses: {}, validForDays: 45 } } }] });
    const texts = JSON.stringify(changed.steps);
    expect(texts).toContain('Does anyone else own 10% or more of the business?');
    expect(texts).toContain('Everyone who owns 10% or more of the business');
    expect(texts).not.toContain('{#/');
    expect(changed.lifecycle.statuses.EXPIRED.notify).toContain('not submitted within 45 days');
  });
});
