/**
 * The fields an additional owner confirms, with their titles, read from the step that asks for
 * the co-owner list: the owner's page labels them as the applicant saw them.
 */
import { boundPointer, formProperties } from '../binding/form-binding';
import type { Journey } from '../journey/journey.types';
import type { AdditionalOwnerRole } from './checkout.types';

export interface OwnerItemField {
  name: string;
  title: string;
  required: boolean;
}

interface ItemSchema {
  required?: string[];
  properties?: Record<string, { title?: string }>;
}

export function ownerItemFields(journey: Journey, role: AdditionalOwnerRole): OwnerItemField[] {
  const step = journey.steps.find((s) => s.form && formProperties(s).some((p) => boundPointer(s, p) === role.owners));
  const property = step && formProperties(step).find((p) => boundPointer(step, p) === role.owners);
  const list = property ? (step.form?.schema as { properties?: Record<string, { items?: ItemSchema }> }).properties?.[property] : undefined;
  const item = list?.items ?? {};
  return role.fields.map((name) => ({ name, title: item.properties?.[name]?.title ?? name, required: (item.required ?? []).includes(name) }));
}
