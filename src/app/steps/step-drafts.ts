/**
 * What the applicant typed on each step, kept while they move between steps, so Back and a
 * refused save never lose input that is not on the server yet.
 */
import { proxy } from 'valtio';

export const stepDrafts = proxy<Record<string, Record<string, unknown>>>({});

export const draftKey = (product: string, stepId: string) => `${product}/${stepId}`;
