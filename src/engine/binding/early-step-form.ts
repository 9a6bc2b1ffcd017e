/**
 * A product's first step as plain HTML can draw it before the app's code has arrived (design
 * decision 101): on a slow phone network the page is seconds ahead of the code, and the applicant
 * can type their name meanwhile. Only what plain HTML does the same as the widget: text, e-mail
 * and phone inputs, a yes/no question, and consents, shown but not tickable (their documents open
 * in the app). A step with any other widget or field gets no early form (the placeholder shows), and
 * a field shown only on a condition waits for the app, which shows it when the answers call for it.
 */
import type { CompiledJourney } from '../journey/compiled-journey';
import type { JourneyStep, StepProgress } from '../journey/journey.types';
import { messageText } from '../validation/messages';
import { draftKey } from '../step-session/step-drafts';
import { stepUrl } from '../journey/site-paths';
import { progressPath } from '../graph/progress-path';
import { controlId } from './control-id';
import { objectOf, positionOf } from './form-fields';
import { parsePointer } from '../json-pointer';
import { uiSchemaWithLabels } from './form-view';
import { uiSchemaWithMessages } from './ui-messages';

/** Where the build lists, in the web root, the pages it drew a first step in, by path (the server answers those paths with them). */
export const EARLY_STEP_PAGES = 'early-steps/pages.json';

/** How an input of the early form is read into an answer: the same answer the field's widget would store. */
export type EarlyInputKind = 'text' | 'email' | 'tel';

export type EarlyField =
  | { kind: EarlyInputKind; property: string; id: string; label: string; required: boolean; help?: string; autocomplete?: string }
  | { kind: 'yesNo'; property: string; id: string; label: string; required: boolean; help?: string }
  | { kind: 'consent'; property: string; id: string; required: boolean; parts: ConsentPart[]; hint: string };

/** A consent's text, its `{n}` placeholders turned into the names of the documents it links. */
export type ConsentPart = { text: string } | { link: string };

export interface EarlyStepForm {
  /** The page it is drawn on. */
  url: string;
  /** The step's draft key: the app takes the answers typed into the early form as the step's draft. */
  draftKey: string;
  title?: string;
  subtitle?: string;
  progress?: StepProgress;
  /** The steps the breadcrumb names before anything is answered, this one marked. */
  steps: { title: string; current: boolean }[];
  fields: EarlyField[];
}

/** The widgets of the journey's registry an early input stands in for, and how it is read. */
const EARLY_INPUTS: Record<string, EarlyInputKind> = { text: 'text', email: 'email', phone: 'tel' };

type Node = Record<string, unknown>;
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function consentParts(template: string, links: unknown): ConsentPart[] {
  const names = (Array.isArray(links) ? links : []).map((link) => textOf(objectOf(link).label) ?? '');
  return template
    .split(/(\{\d+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const index = /^\{(\d+)\}$/.exec(piece)?.[1];
      return index !== undefined && names[Number(index)] ? { link: names[Number(index)] } : { text: piece };
    });
}

function earlyField(cj: CompiledJourney, property: string, schema: Node, ui: Node, required: boolean): EarlyField | null {
  const widget = ui['ui:widget'];
  const options = objectOf(ui['ui:options']);
  const id = controlId(`/${property}`);
  const label = textOf(schema.title) ?? property;
  const help = textOf(ui['ui:help']);
  if (typeof widget !== 'string' || ui['ui:field'] !== undefined) return null;
  if (widget === 'yesNo') return { kind: 'yesNo', property, id, label, required, help };
  if (widget === 'consent') {
    const template = textOf(options.text);
    if (!template) return null;
    return { kind: 'consent', property, id, required, parts: consentParts(template, options.links), hint: messageText(cj.catalogue, 'consentReadHint') };
  }
  const kind = EARLY_INPUTS[widget];
  if (!kind) return null;
  return { kind, property, id, label, required, help, autocomplete: textOf(options.autocomplete) };
}

/** The step's early form; null when a field of it is not one plain HTML draws as its widget does. */
export function earlyStepForm(cj: CompiledJourney, step: JourneyStep = cj.journey.steps[0]): EarlyStepForm | null {
  const form = step.form;
  if (!form) return null;
  const schema = objectOf(form.schema);
  const ui = uiSchemaWithMessages(uiSchemaWithLabels(form.schema, form.uiSchema), cj.catalogue);
  const ordered = Object.keys(objectOf(schema.properties)).sort((a, b) => positionOf(schema, ui, a) - positionOf(schema, ui, b));
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const conditional = new Set(Object.keys(form.visibleWhen ?? {}).map((pointer) => parsePointer(pointer)[0]));
  const fields: EarlyField[] = [];
  for (const property of ordered) {
    if (conditional.has(property)) continue;
    const field = earlyField(cj, property, objectOf(objectOf(schema.properties)[property]), objectOf(ui[property]), required.has(property));
    if (!field) return null;
    fields.push(field);
  }
  if (fields.length === 0) return null;
  return {
    url: stepUrl(cj.journey.product, step.route),
    draftKey: draftKey(cj.journey.product, step.id),
    title: step.title,
    subtitle: step.subtitle,
    progress: step.progress,
    steps: progressPath(cj, step, {}).map((s) => ({ title: s.title ?? s.id, current: s.id === step.id })),
    fields,
  };
}
