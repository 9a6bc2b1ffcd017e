/**
 * The markup of a first step's early form (src/engine/binding/early-step-form.ts), which the
 * server puts into the page in place of the start-up placeholder. It uses the class names of the
 * shell and of the form's fields, whose styles are in the stylesheet that comes with the page
 * (design decision 97), so it looks like the step the app then draws over it; the yes/no and
 * consent rows, which the app draws with Chakra's components, have styles of their own
 * (`early-step-classes.ts`). Plain TypeScript: the server renders it without React.
 */
import type { EarlyField, EarlyStepForm } from '../../engine/binding/early-step-form';
import { escapeHtml } from '../../engine/html-text';
import { fieldClass } from '../../widgets/templates/field-class-names';
import { layoutClass } from '../../widgets/templates/layout-classes';
import { minutesLeftText, PROGRESS_LABEL, stepOfStepsText } from '../shell/progress-texts';
import { shellClass } from '../shell/shell-classes';
import { earlyClass } from './early-step-classes';
import { EARLY_FORM_ATTRIBUTE, EARLY_ID_PREFIX } from './early-form-markers';

const attributes = (values: Record<string, string | boolean | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string)}"`))
    .join('');

const requiredMark = (required: boolean, className: string) => (required ? `<span class="${className}" aria-hidden="true">*</span>` : '');

function inputField(field: Extract<EarlyField, { kind: 'text' | 'email' | 'tel' }>): string {
  const id = EARLY_ID_PREFIX + field.id;
  const helpId = `${id}__help`;
  const input = attributes({
    id,
    name: field.property,
    type: field.kind,
    class: fieldClass.input,
    autocomplete: field.autocomplete ?? (field.kind === 'text' ? undefined : field.kind),
    inputmode: field.kind === 'tel' ? 'tel' : undefined,
    'aria-required': field.required ? 'true' : undefined,
    'aria-describedby': field.help ? helpId : undefined,
  });
  return (
    `<div class="${fieldClass.root}">` +
    `<label class="${fieldClass.label}" for="${id}">${escapeHtml(field.label)}${requiredMark(field.required, fieldClass.required)}</label>` +
    `<input${input}>` +
    (field.help ? `<div id="${helpId}" class="${fieldClass.help}">${escapeHtml(field.help)}</div>` : '') +
    `</div>`
  );
}

function yesNoField(field: Extract<EarlyField, { kind: 'yesNo' }>): string {
  const id = EARLY_ID_PREFIX + field.id;
  // `required` on the radios: a fieldset takes no aria-required. The form is `novalidate`: the app checks the answers.
  const choice = (value: 'true' | 'false', text: string) =>
    `<label class="${earlyClass.choice}"><input${attributes({ type: 'radio', name: field.property, value, id: `${id}-${value}`, required: field.required })}>${text}</label>`;
  return (
    `<fieldset class="${earlyClass.group}">` +
    `<legend class="${earlyClass.legend}">${escapeHtml(field.label)}${field.required ? `<span class="${earlyClass.requiredMark}" aria-hidden="true"> *</span>` : ''}</legend>` +
    `<div class="${earlyClass.choices}">${choice('true', 'Yes')}${choice('false', 'No')}</div>` +
    (field.help ? `<div class="${fieldClass.help}">${escapeHtml(field.help)}</div>` : '') +
    `</fieldset>`
  );
}

/** A consent as the app shows it before its documents are read: its box not yet tickable, its documents named (they open in the app). */
function consentField(field: Extract<EarlyField, { kind: 'consent' }>): string {
  const id = EARLY_ID_PREFIX + field.id;
  const text = field.parts
    .map((part) => ('link' in part ? `<span class="${earlyClass.document}">${escapeHtml(part.link)}</span>` : escapeHtml(part.text)))
    .join('');
  return (
    `<div class="${earlyClass.consent}">` +
    `<input type="checkbox" id="${id}" name="${escapeHtml(field.property)}" disabled aria-describedby="${id}__hint" aria-labelledby="${id}__text">` +
    `<div><p id="${id}__text" class="${earlyClass.consentText}">${text}</p><p id="${id}__hint" class="${earlyClass.consentHint}">${escapeHtml(field.hint)}</p></div>` +
    `</div>`
  );
}

function fieldHtml(field: EarlyField): string {
  if (field.kind === 'yesNo') return yesNoField(field);
  if (field.kind === 'consent') return consentField(field);
  return inputField(field);
}

/** The breadcrumb as the shell draws it (src/app/shell/step-progress.tsx), before any step is done. */
function stepsHtml(steps: EarlyStepForm['steps']): string {
  if (steps.length < 2) return '';
  const index = steps.findIndex((s) => s.current);
  const items = steps.map(
    (s, i) =>
      `<li class="${shellClass.step}"${s.current ? ' aria-current="step"' : ''}><span class="${s.current ? shellClass.stepCurrent : shellClass.stepAhead}">${escapeHtml(s.title)}</span>` +
      (i < steps.length - 1 ? `<span aria-hidden="true" class="${shellClass.stepSeparator}">›</span>` : '') +
      `</li>`,
  );
  return (
    `<nav aria-label="Application steps" class="${shellClass.steps}">` +
    `<p class="${shellClass.small} ${shellClass.strong} ${shellClass.narrowOnly}">${stepOfStepsText(index + 1, steps.length)}</p>` +
    `<ol class="${shellClass.stepList}">${items.join('')}</ol></nav>`
  );
}

function progressHtml(progress: NonNullable<EarlyStepForm['progress']>, steps: EarlyStepForm['steps']): string {
  return (
    `<div class="${shellClass.progress}">${stepsHtml(steps)}<div class="${shellClass.bar}">` +
    `<div class="${shellClass.barHeading}"><span id="early-progress-label" class="${shellClass.barLabel}">${PROGRESS_LABEL}</span><span class="${shellClass.muted}">${minutesLeftText(progress.minutesLeft)}</span></div>` +
    `<div class="${shellClass.barTrack}" role="progressbar" aria-labelledby="early-progress-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${progress.percent}">` +
    `<div class="${shellClass.barRange}" style="width:${progress.percent}%"></div></div></div></div>`
  );
}

/**
 * The page's body in place of the placeholder's message: the step's frame, heading and fields, and
 * Save & Continue not yet pressable. The app takes what was typed and where the caret was when it
 * draws the step (`early-answers.ts`).
 */
export function earlyStepHtml(form: EarlyStepForm, continueLabel = 'Save & Continue'): string {
  return (
    `<div class="${shellClass.body}"><div class="${shellClass.columns}"><div class="${shellClass.page}">` +
    (form.progress ? progressHtml(form.progress, form.steps) : '') +
    `<div>` +
    (form.title ? `<h1 class="${earlyClass.title}">${escapeHtml(form.title)}</h1>` : '') +
    (form.subtitle ? `<p class="${earlyClass.subtitle}">${escapeHtml(form.subtitle)}</p>` : '') +
    `</div>` +
    `<form class="${earlyClass.form}"${attributes({ [EARLY_FORM_ATTRIBUTE]: form.draftKey, novalidate: true, 'aria-busy': 'true' })}>` +
    `<div class="${layoutClass.fields}">${form.fields.map(fieldHtml).join('')}</div>` +
    `<div class="${earlyClass.actions}"><button type="button" class="${earlyClass.button}" disabled>${escapeHtml(continueLabel)}</button></div>` +
    `</form>` +
    `<p role="status" class="${shellClass.visuallyHidden}">Loading the rest of the page&hellip;</p>` +
    `</div></div></div>`
  );
}
