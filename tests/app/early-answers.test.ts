// @vitest-environment happy-dom
/**
 * The handoff from the page's early form to the step the app draws over it (design decision 101):
 * what was typed becomes the step's draft, as the widgets store it; what was typed while the app
 * was drawing, and the caret, are handed over once it has drawn; a signed-in page lets it go.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { draftEarlyAnswers, holdEarlyForm, releaseEarlyForm, takeEarlyHandoff } from '../../src/app/early-step/early-answers';
import { earlyStepHtml } from '../../src/app/early-step/early-step-html';
import { earlyStepForm } from '../../src/engine/binding/early-step-form';
import { StepDrafts } from '../../src/engine/step-session/step-drafts';
import { loadFormValidators, loadJourney } from '../../src/app/journeys/compiled-journeys';

/** tl with its first step's form, which comes with the step's validators. */
async function tl() {
  const cj = await loadJourney('tl');
  await loadFormValidators('tl', cj.journey.steps[0].id);
  return cj;
}

async function drawEarlyPage(): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = earlyStepHtml(earlyStepForm(await tl())!);
  document.body.append(root);
  return root;
}

const input = (root: ParentNode, id: string) => root.querySelector<HTMLInputElement>(`#early-${id}`)!;

function type(element: HTMLInputElement, text: string) {
  element.focus();
  element.value += text;
}

/** What the app's start-up puts in the first step's draft from the held early form. */
function draftedAnswers(): Record<string, unknown> {
  const drafts = new StepDrafts();
  draftEarlyAnswers(drafts);
  return drafts.get('tl/BasicInfo')!;
}

afterEach(() => {
  releaseEarlyForm();
  document.body.innerHTML = '';
});

describe('the early form handed to the app', () => {
  it('draws labelled inputs, the yes/no question as radios and the consents not yet tickable, with nothing unescaped', async () => {
    const root = await drawEarlyPage();
    expect(root.querySelector('form')?.getAttribute('data-early-step')).toBe('tl/BasicInfo');
    expect(root.querySelector('label[for="early-root_firstName"]')?.textContent).toBe('First name*');
    expect(input(root, 'root_primaryPhone').type).toBe('tel');
    expect(input(root, 'root_email').getAttribute('aria-describedby')).toBe('early-root_email__help');
    expect([...root.querySelectorAll<HTMLInputElement>('input[name="isBroker"]')].map((r) => r.value)).toEqual(['true', 'false']);
    expect(input(root, 'root_privacyConsent').disabled).toBe(true);
    expect(root.querySelector('button')?.disabled).toBe(true);
    const form = earlyStepForm(await tl())!;
    const hostile = earlyStepHtml({ ...form, title: '<img src=x onerror=alert(1)>' });
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(hostile).not.toContain('<img');
  });

  it("takes what was typed as the step's draft, as the widgets store it", async () => {
    const root = await drawEarlyPage();
    type(input(root, 'root_firstName'), 'Ada');
    type(input(root, 'root_primaryPhone'), '0412 345 678');
    input(root, 'root_isBroker-false').checked = true;
    holdEarlyForm(root);
    const drafts = new StepDrafts();
    draftEarlyAnswers(drafts);
    expect(drafts.get('tl/BasicInfo')).toEqual({ firstName: 'Ada', primaryPhone: '0412345678', isBroker: false });
    // A draft this tab already holds is the applicant's latest: the early form does not replace it.
    const kept = new StepDrafts();
    kept.keep('tl/BasicInfo', { firstName: 'Grace' });
    draftEarlyAnswers(kept);
    expect(kept.get('tl/BasicInfo')).toEqual({ firstName: 'Grace' });
  });

  it('hands over what was typed while the app drew, and the caret, once the form has left the page', async () => {
    const root = await drawEarlyPage();
    type(input(root, 'root_firstName'), 'Ada');
    holdEarlyForm(root);
    const drafted = draftedAnswers();
    type(input(root, 'root_lastName'), 'Love');
    input(root, 'root_lastName').setSelectionRange(2, 2);
    // React draws over the page: the early form leaves it with the caret in it.
    root.innerHTML = '';
    await Promise.resolve();
    // The first name is answered and the caret elsewhere: left, as the app would have seen it.
    expect(takeEarlyHandoff('tl/BasicInfo', drafted)).toEqual({
      later: { lastName: 'Love' },
      left: ['root_firstName'],
      focus: { id: 'root_lastName', selection: [2, 2] },
    });
    // Taken once.
    expect(takeEarlyHandoff('tl/BasicInfo', drafted)).toBeUndefined();
  });

  it('hands over an answer emptied while the app drew, and a choice changed', async () => {
    const root = await drawEarlyPage();
    type(input(root, 'root_firstName'), 'Ada');
    input(root, 'root_isBroker-true').checked = true;
    holdEarlyForm(root);
    const drafted = draftedAnswers();
    expect(drafted).toEqual({ firstName: 'Ada', isBroker: true });
    input(root, 'root_firstName').value = '';
    input(root, 'root_isBroker-false').checked = true;
    expect(takeEarlyHandoff('tl/BasicInfo', drafted)?.later).toEqual({ firstName: undefined, isBroker: false });
  });

  it('puts the caret back after a masked number, and on the yes/no question by its field', async () => {
    const root = await drawEarlyPage();
    holdEarlyForm(root);
    type(input(root, 'root_primaryPhone'), '0412345678');
    root.innerHTML = '';
    expect(takeEarlyHandoff('tl/BasicInfo', {})?.focus).toEqual({ id: 'root_primaryPhone', selection: 'end' });

    const again = await drawEarlyPage();
    holdEarlyForm(again);
    input(again, 'root_isBroker-true').focus();
    input(again, 'root_isBroker-true').checked = true;
    expect(takeEarlyHandoff('tl/BasicInfo', {})).toEqual({ later: { isBroker: true }, left: [], focus: { id: 'root_isBroker' } });
  });

  it('does not put the caret back in a field the applicant had left, nor hand anything to another step', async () => {
    const root = await drawEarlyPage();
    holdEarlyForm(root);
    type(input(root, 'root_firstName'), 'Ada');
    input(root, 'root_firstName').blur();
    await Promise.resolve();
    expect(takeEarlyHandoff('tl/FundingNeeds', {})).toBeUndefined();
    expect(takeEarlyHandoff('tl/BasicInfo', {})).toEqual({ later: { firstName: 'Ada' }, left: ['root_firstName'] });
  });
});
