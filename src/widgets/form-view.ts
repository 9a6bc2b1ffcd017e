/**
 * What fields may read beyond their own value, and what they may ask the app to do, shared through
 * RJSF's formContext as one object fixed for the form's life (a new formContext would re-render
 * the whole form). The view is the step session's (the one owner of the step's state, in the
 * engine); a field subscribes to the part it reads with a selector, so a keystroke re-renders
 * only the fields whose selection changed.
 */
import type { Registry } from '@rjsf/utils';
import { useCallback } from 'react';
import type { AddressSuggestRequest } from '../engine/address/address-search.types';
import type { AddressDetailsRequest, AddressParts, AddressSuggestion, Coordinates } from '../engine/contract/address.contract';
import type { RegisterSearchAnswer, RegisterSearchRequest } from '../engine/contract/business-register.contract';
import { DEFAULT_LOCALE } from '../engine/journey/product-locale';
import type { StepView, StepViewSource } from '../engine/step-session/step-snapshot';
import { fieldId } from './field-id';
import { useStoreSelector, type ExternalStore } from './use-store-selector';

/** What fields read of the step. */
export interface FormView {
  /** The form's answers now. */
  formData: Record<string, unknown>;
  /** The application document the form belongs to. */
  document: Record<string, unknown>;
  /** RJSF ids of the fields hidden by their conditions. */
  hiddenIds: ReadonlySet<string>;
}

/** A view that does not change, for a form without a step session (a widget's own tests). */
export interface FormViewState {
  formData: Record<string, unknown>;
  document: Record<string, unknown>;
  /** Ids of fields hidden by their conditions, separated by spaces. */
  hiddenIds: string;
}

/**
 * What fields may ask the app to do: widgets do no HTTP themselves. A call that fails rejects with
 * an Error whose message is the text to show; one cancelled through its signal rejects too, and
 * its caller ignores it.
 */
export interface FormServices {
  /** Searches the business register through the portal's API. */
  searchBusinessRegister?: (request: RegisterSearchRequest, signal: AbortSignal) => Promise<RegisterSearchAnswer>;
  /** Address suggestions for what the applicant typed, nearest first when `near` is given. */
  suggestAddresses?: (request: AddressSuggestRequest, signal: AbortSignal) => Promise<AddressSuggestion[]>;
  /** The parts of a chosen suggestion; ends the owner's address session. */
  addressDetails?: (request: AddressDetailsRequest, signal: AbortSignal) => Promise<AddressParts>;
  /** Where the applicant is, asked of the browser (which asks them); rejects when it cannot say. */
  locateApplicant?: () => Promise<Coordinates>;
  /** The address at a point. */
  addressAt?: (at: Coordinates, signal: AbortSignal) => Promise<AddressParts>;
  /** Ends an owner's address session without a pick (spec 01 section 7); never fails. */
  resetAddressSession?: (ownerId: string) => void;
  /** The HTML of an agreement a consent links to (a document of this site), to show it in a dialog. */
  readAgreement?: (href: string, signal: AbortSignal) => Promise<string>;
  /** The catalogue's text for a message key, its {0}, {1} ... filled from `params`. */
  text?: (key: string, params?: readonly unknown[]) => string;
}

export interface FormViewContext {
  /** The view, as a store fields subscribe to with selectors. */
  view: ExternalStore<FormView>;
  /** What the app does for fields; fixed for the form's life. */
  services: FormServices;
  /** The product's locale (productLocale): the order a date is typed in. */
  locale: string;
}

/** The form context of a step session's view (or of a fixed view), with the app's services and the product's locale. */
export function createFormView(source: StepViewSource | FormViewState, services: FormServices = {}, locale = DEFAULT_LOCALE): FormViewContext {
  return { view: 'subscribe' in source ? viewOfStep(source) : fixedView(source), services, locale };
}

/** The session's view as fields read it: the hidden pointers as RJSF ids, worked out when they change. */
function viewOfStep(source: StepViewSource): ExternalStore<FormView> {
  let last: { step: StepView; view: FormView } | undefined;
  let hiddenIds: { of: readonly string[]; ids: ReadonlySet<string> } | undefined;
  return {
    subscribe: (listener) => source.subscribe(listener),
    getSnapshot() {
      const step = source.getSnapshot();
      if (last?.step === step) return last.view;
      if (hiddenIds?.of !== step.hidden) hiddenIds = { of: step.hidden, ids: new Set(step.hidden.map(fieldId)) };
      last = { step, view: { formData: step.formData, document: step.document, hiddenIds: hiddenIds.ids } };
      return last.view;
    },
  };
}

function fixedView(state: FormViewState): ExternalStore<FormView> {
  const view: FormView = { formData: state.formData, document: state.document, hiddenIds: new Set(state.hiddenIds.split(' ').filter(Boolean)) };
  return { subscribe: () => () => undefined, getSnapshot: () => view };
}

const EMPTY = fixedView({ formData: {}, document: {}, hiddenIds: '' });
const NO_SERVICES: FormServices = {};

const formViewOf = (registry: Registry) => registry.formContext as FormViewContext | undefined;

/** The part of the view `select` picks; re-renders the caller only when it changes (by `equal`). */
export function useFormSelector<T>(registry: Registry, select: (view: FormView) => T, equal?: (a: T, b: T) => boolean): T {
  return useStoreSelector(formViewOf(registry)?.view ?? EMPTY, select, equal);
}

/** What the app does for the form's fields. */
export function useFormServices(registry: Registry): FormServices {
  return formViewOf(registry)?.services ?? NO_SERVICES;
}

/** The product's locale the form is in. */
export function useFormLocale(registry: Registry): string {
  return formViewOf(registry)?.locale ?? DEFAULT_LOCALE;
}

/** Whether the field `id` is hidden by its condition; re-renders the caller only when that changes. */
export function useFieldHidden(registry: Registry, id: string): boolean {
  return useFormSelector(
    registry,
    useCallback((view: FormView) => view.hiddenIds.has(id), [id]),
  );
}
