/**
 * What a consent is, as the journey asks for it (spec 02 section 3, Consent: optional,
 * validationRuleName): `optional` when no step requires the field that records it, and
 * `validationRuleName` the message key of the check that refuses it blank (`blankConsent`, one
 * of the validation-rule engine's keys, spec 02 section 5). The server writes both with the
 * consent's evidence, so they say what the applicant was asked, never what a browser sent.
 */
import { boundPointer } from '../binding/form-binding';
import { parsePointer } from '../json-pointer';
import type { Journey } from './journey.types';

export interface ConsentTerms {
  optional: boolean;
  validationRuleName: string;
}

type Schema = { required?: string[]; properties?: Record<string, { messages?: { blank?: string } }> };

/** Consent type -> its terms, for every consent field of the journey's steps (`/consents/<type>`). */
export function consentTerms(journey: Pick<Journey, 'steps'>): Record<string, ConsentTerms> {
  const terms: Record<string, ConsentTerms> = {};
  for (const step of journey.steps) {
    const schema = step.form?.schema as Schema | undefined;
    const ui = (step.form?.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string } | undefined>;
    for (const [property, field] of Object.entries(schema?.properties ?? {})) {
      if (ui[property]?.['ui:widget'] !== 'consent') continue;
      const [root, type, ...rest] = parsePointer(boundPointer(step, property));
      if (root !== 'consents' || type === undefined || rest.length > 0) continue;
      const required = schema?.required?.includes(property) ?? false;
      // Asked as required on any step, it is not optional.
      terms[type] = {
        optional: (terms[type]?.optional ?? true) && !required,
        validationRuleName: field.messages?.blank ?? 'blank',
      };
    }
  }
  return terms;
}
