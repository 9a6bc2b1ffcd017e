/**
 * The widgets and fields few steps name, each in a chunk of its own so the first step does not
 * download them (dates, selects, lookups, checkboxes, the ownership table). The step route preloads those its form
 * names while it waits for the application, so the form does not wait on them.
 */
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { loadable, type Loadable } from './loadable';

export const lazyWidgets = {
  money: loadable<WidgetProps>(() => import('./money-widget').then((m) => m.MoneyWidget)),
  date: loadable<WidgetProps>(() => import('./date-widget').then((m) => m.DateWidget)),
  year: loadable<WidgetProps>(() => import('./year-widget').then((m) => m.YearWidget)),
  month: loadable<WidgetProps>(() => import('./month-widget').then((m) => m.MonthWidget)),
  percent: loadable<WidgetProps>(() => import('./percent-widget').then((m) => m.PercentWidget)),
  select: loadable<WidgetProps>(() => import('./select-widget').then((m) => m.SelectWidget)),
  checkboxes: loadable<WidgetProps>(() => import('./checkboxes-widget').then((m) => m.CheckboxesWidget)),
  abn: loadable<WidgetProps>(() => import('./abn-widget').then((m) => m.AbnWidget)),
  acn: loadable<WidgetProps>(() => import('./acn-widget').then((m) => m.AcnWidget)),
  postcode: loadable<WidgetProps>(() => import('./postcode-widget').then((m) => m.PostcodeWidget)),
  ein: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.EinWidget)),
  ssn: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.SsnWidget)),
  usZip: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.UsZipWidget)),
  usPhone: loadable<WidgetProps>(() => import('./us-number-widgets').then((m) => m.UsPhoneWidget)),
};

export const lazyFields = {
  ownershipTable: loadable<FieldProps>(() => import('./ownership-table-field').then((m) => m.OwnershipTableField)),
  businessRegisterSearch: loadable<FieldProps>(() => import('./business-register-search').then((m) => m.BusinessRegisterSearch)),
  addressSearch: loadable<FieldProps>(() => import('./address-search').then((m) => m.AddressSearch)),
};

const byName: Record<string, Loadable<never>> = { ...lazyWidgets, ...lazyFields };

/** The lazy widgets and fields a uiSchema names with `ui:widget` or `ui:field`, at any depth. */
export function lazyNamedIn(uiSchema: unknown, found = new Set<Loadable<never>>()): Set<Loadable<never>> {
  if (Array.isArray(uiSchema)) for (const item of uiSchema) lazyNamedIn(item, found);
  else if (uiSchema && typeof uiSchema === 'object') {
    for (const [key, value] of Object.entries(uiSchema)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string' && byName[value]) found.add(byName[value]);
      else lazyNamedIn(value, found);
    }
  }
  return found;
}

/** Fetches the code of the lazy widgets and fields a uiSchema names; settled at once when it names none. */
export async function preloadWidgetsOf(uiSchema: unknown): Promise<void> {
  await Promise.all([...lazyNamedIn(uiSchema)].map((widget) => widget.preload()));
}
