/**
 * What fields may read beyond their own value, shared through RJSF's formContext as one stable
 * store: changing it does not re-render the whole form (a new formContext object would), only
 * the fields that read what changed.
 */
import type { Registry } from '@rjsf/utils';
import { useCallback, useSyncExternalStore } from 'react';
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
  hidden: HiddenFields;
  /** The caller's objects last shown, so an unchanged one is not copied again. */
  shown: { formData?: object; document?: object };
}

/**
 * valtio turns the nested objects of whatever it is given into proxies in place. The form's data
 * and the document belong to React and RJSF (which structuredClone them, and a proxy cannot be
 * cloned), so the view holds copies and the caller's objects stay plain.
 */
export function createFormView(initial: FormViewState): FormViewContext {
  const context: FormViewContext = { view: proxy<FormView>({ formData: {}, document: {} }), hidden: new HiddenFields(), shown: {} };
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
  context.hidden.show(next.hiddenIds);
}

/**
 * Which fields are hidden by their conditions. A field subscribes to whether it is hidden, so a
 * change of visibility re-renders only the fields it shows or hides.
 */
export class HiddenFields {
  private ids = ' ';
  private readonly listeners = new Set<() => void>();

  show(ids: string): void {
    const padded = ` ${ids} `;
    if (padded === this.ids) return;
    this.ids = padded;
    for (const listener of this.listeners) listener();
  }

  has(id: string): boolean {
    return this.ids.includes(` ${id} `);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const EMPTY = proxy<FormView>({ formData: {}, document: {} });
const NONE_HIDDEN = new HiddenFields();

const formViewOf = (registry: Registry) => registry.formContext as FormViewContext | undefined;

/** The form view as a snapshot that re-renders the caller only when what it reads changes. */
export function useFormView(registry: Registry): FormView {
  return useSnapshot(formViewOf(registry)?.view ?? EMPTY) as FormView;
}

/** Whether the field `id` is hidden by its condition; re-renders the caller only when that changes. */
export function useFieldHidden(registry: Registry, id: string): boolean {
  const hidden = formViewOf(registry)?.hidden ?? NONE_HIDDEN;
  const isHidden = useCallback(() => hidden.has(id), [hidden, id]);
  return useSyncExternalStore(hidden.subscribe, isHidden, isHidden);
}
