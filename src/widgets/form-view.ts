/**
 * What fields may read beyond their own value, shared through RJSF's formContext as one stable
 * store: changing it does not re-render the whole form (a new formContext object would), only
 * the fields that read what changed.
 */
import type { Registry } from '@rjsf/utils';
import { proxy, useSnapshot } from 'valtio';

export interface FormView {
  /** The form's data now. */
  formData: Record<string, unknown>;
  /** The application document the form belongs to. */
  document: Record<string, unknown>;
  /** Ids of fields hidden by their conditions, separated by spaces. */
  hiddenIds: string;
}

export interface FormViewContext {
  view: FormView;
}

export function createFormView(initial: FormView): FormViewContext {
  return { view: proxy(initial) };
}

const EMPTY = proxy<FormView>({ formData: {}, document: {}, hiddenIds: '' });

/** The form view as a snapshot that re-renders the caller only when what it reads changes. */
export function useFormView(registry: Registry): FormView {
  return useSnapshot((registry.formContext as FormViewContext | undefined)?.view ?? EMPTY) as FormView;
}
