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
}

/** What the step shows its fields: the view, and which fields are hidden by their conditions. */
export interface FormViewState extends FormView {
  /** Ids of fields hidden by their conditions, separated by spaces. */
  hiddenIds: string;
}

export interface FormViewContext {
  view: FormView;
  /**
   * The hidden ids, in a store of their own: every field reads them, and a field subscribed to
   * the view would be checked on every keystroke anywhere in the form.
   */
  hidden: { ids: string };
  /** The caller's objects last shown, so an unchanged one is not copied again. */
  shown: { formData?: object; document?: object };
}

/**
 * valtio turns the nested objects of whatever it is given into proxies in place. The form's data
 * and the document belong to React and RJSF (which structuredClone them, and a proxy cannot be
 * cloned), so the view holds copies and the caller's objects stay plain.
 */
export function createFormView(initial: FormViewState): FormViewContext {
  const context: FormViewContext = { view: proxy<FormView>({ formData: {}, document: {} }), hidden: proxy({ ids: '' }), shown: {} };
  showInFormView(context, initial);
  return context;
}

/** Brings the view up to date; only what changed is copied, so only its readers re-render. */
export function showInFormView(context: FormViewContext, next: FormViewState): void {
  const { view, shown } = context;
  if (shown.formData !== next.formData) {
    shown.formData = next.formData;
    view.formData = structuredClone(next.formData);
  }
  if (shown.document !== next.document) {
    shown.document = next.document;
    view.document = structuredClone(next.document);
  }
  context.hidden.ids = next.hiddenIds;
}

const EMPTY = proxy<FormView>({ formData: {}, document: {} });
const NONE_HIDDEN = proxy({ ids: '' });

const formViewOf = (registry: Registry) => registry.formContext as FormViewContext | undefined;

/** The form view as a snapshot that re-renders the caller only when what it reads changes. */
export function useFormView(registry: Registry): FormView {
  return useSnapshot(formViewOf(registry)?.view ?? EMPTY) as FormView;
}

/** Ids of the fields hidden by their conditions, separated by spaces; re-renders the caller only when they change. */
export function useHiddenIds(registry: Registry): string {
  return useSnapshot(formViewOf(registry)?.hidden ?? NONE_HIDDEN).ids;
}
