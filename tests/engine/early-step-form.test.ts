/**
 * The first step as plain HTML draws it before the app's code arrives (design decision 101): the
 * fields plain HTML draws as their widgets do, in the form's order, with the texts the app shows;
 * no early form for a step with a field it cannot draw.
 */
import { describe, expect, it } from 'vitest';
import { earlyStepForm } from '../../src/engine/binding/early-step-form';
import type { CompiledJourney } from '../../src/engine/journey/compiled-journey';
import type { JourneyStep } from '../../src/engine/journey/journey.types';
import { journeys, tl } from './fixtures';

const withStep = (cj: CompiledJourney, step: JourneyStep): CompiledJourney => ({
  ...cj,
  journey: { ...cj.journey, steps: [step, ...cj.journey.steps.slice(1)] },
});

describe('earlyStepForm', () => {
  it("draws tl's first step: its inputs, its yes/no question and its consents, the partner code left to the app", async () => {
    const cj = await tl();
    const form = earlyStepForm(cj)!;
    expect(form).toMatchObject({
      url: '/tl/application/basic_info',
      draftKey: 'tl/BasicInfo',
      title: "Let's get started",
      progress: { percent: 2.36, minutesLeft: 10 },
    });
    expect(form.steps.map((s) => s.title)).toEqual([
      "Let's get started",
      'Your funding needs',
      'Your business',
      'More about your business',
      'About you',
      'Your business bank statements',
      'Other owners',
      'Review and submit',
    ]);
    expect(form.steps.filter((s) => s.current).map((s) => s.title)).toEqual(["Let's get started"]);
    expect(form.fields.map((f) => [f.property, f.kind])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['email', 'email'],
      ['primaryPhone', 'tel'],
      ['isBroker', 'yesNo'],
      ['privacyConsent', 'consent'],
      ['tradingConsent', 'consent'],
    ]);
    expect(form.fields[0]).toEqual({
      kind: 'text',
      property: 'firstName',
      id: 'root_firstName',
      label: 'First name',
      required: true,
      help: undefined,
      autocomplete: 'given-name',
    });
    expect(form.fields[2]).toMatchObject({ label: 'E-mail', help: "We'll send your application updates here." });
    expect(form.fields[5]).toMatchObject({
      parts: [
        { text: 'I have read and agree to the ' },
        { link: 'Privacy Policy' },
        { text: ' and the ' },
        { link: 'Credit Guide and Privacy Consent' },
        { text: ', and consent to my personal and credit information being collected, used and disclosed as they describe.' },
      ],
      hint: 'Open and read each underlined document first; you can then tick this box.',
    });
  });

  it('follows ui:order, the fields it does not name where its * stands', async () => {
    const cj = await tl();
    const first = cj.journey.steps[0];
    const step = { ...first, form: { ...first.form!, uiSchema: { ...first.form!.uiSchema, 'ui:order': ['email', '*', 'firstName'] } } };
    const fields = earlyStepForm(withStep(cj, step))!.fields.map((f) => f.property);
    expect(fields[0]).toBe('email');
    expect(fields.at(-1)).toBe('firstName');
    expect(fields.indexOf('lastName')).toBe(1);
  });

  it('draws no early form for a step with a field plain HTML does not draw as its widget does, nor for a screen', async () => {
    const cj = await tl();
    const first = cj.journey.steps[0];
    const withDate = { ...first, form: { ...first.form!, uiSchema: { ...first.form!.uiSchema, firstName: { 'ui:widget': 'date' } } } };
    expect(earlyStepForm(withStep(cj, withDate))).toBeNull();
    const renewal = (await journeys()).find((j) => j.journey.product === 'renewal-tl')!;
    expect(renewal.journey.steps[0].form).toBeUndefined();
    expect(earlyStepForm(renewal)).toBeNull();
  });

  it("takes the texts a product's own messages give", async () => {
    const cj = await tl();
    const form = earlyStepForm({ ...cj, catalogue: { ...cj.catalogue, consentReadHint: 'Read the documents first.' } })!;
    expect(form.fields.find((f) => f.kind === 'consent')).toMatchObject({ hint: 'Read the documents first.' });
  });
});
