/**
 * What the applicant typed on each step, kept while they move between steps, so Back and a
 * refused save never lose input that is not on the server yet.
 */
import { proxy, ref } from 'valtio';

export const stepDrafts = proxy<Record<string, Record<string, unknown>>>({});

/**
 * Keeps a step's draft as it is: valtio would otherwise turn its nested objects into proxies in
 * place, and the same objects are the form's live data, which RJSF must be able to clone.
 */
export function keepDraft(key: string, formData: Record<string, unknown>): void {
  stepDrafts[key] = ref(formData);
}

export const draftKey = (product: string, stepId: string) => `${product}/${stepId}`;
