import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ConsentWidget } from './consent-widget';
import { EmailWidget } from './email-widget';
import { PhoneWidget } from './phone-widget';
import { choiceField, choiceTemplates, lazyFields, lazyWidgets, listField, listTemplates } from './lazy-widgets';
import { RadioWidget } from './radio-widget';
import { TextWidget } from './text-widget';
import { YesNoWidget } from './yes-no-widget';
import { BaseInputTemplate } from './templates/base-input-template';
import { ButtonTemplates } from './templates/button-templates';
import { ErrorListTemplate } from './templates/error-list-template';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';

/**
 * The widgets a journey names with `"ui:widget"`: RJSF's defaults and the first step's here, the
 * others fetched when a step names them (lazy-widgets.ts). The journey meta-schema's widget enum is
 * generated from these keys: renaming one is a breaking change for every journey.
 */
export const widgetRegistry = {
  text: TextWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  money: lazyWidgets.money,
  date: lazyWidgets.date,
  year: lazyWidgets.year,
  month: lazyWidgets.month,
  percent: lazyWidgets.percent,
  select: lazyWidgets.select,
  radio: RadioWidget,
  yesNo: YesNoWidget,
  checkboxes: lazyWidgets.checkboxes,
  abn: lazyWidgets.abn,
  acn: lazyWidgets.acn,
  postcode: lazyWidgets.postcode,
  consent: ConsentWidget,
  ein: lazyWidgets.ein,
  ssn: lazyWidgets.ssn,
  usZip: lazyWidgets.usZip,
  usPhone: lazyWidgets.usPhone,
} as const satisfies RegistryWidgetsType;

export type WidgetName = keyof typeof widgetRegistry;

/** RJSF custom fields a journey may name with `ui:field`. */
export const fieldRegistry = lazyFields satisfies RegistryFieldsType;

export type FieldName = keyof typeof fieldRegistry;

export const fieldNames = Object.keys(fieldRegistry) as FieldName[];

/** RJSF's `fields` prop: the fields a journey may name, and RJSF's list and choice fields when a form shows one. */
export const formFields = { ...fieldRegistry, ...listField, ...choiceField } satisfies RegistryFieldsType;

export const widgetNames = Object.keys(widgetRegistry) as WidgetName[];

/** RJSF's `templates` prop: Chakra layout for fields, objects, lists and errors; no submit button. */
export const templates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ...listTemplates,
  ...choiceTemplates,
  ErrorListTemplate,
  ButtonTemplates,
} satisfies Partial<TemplatesType>;

export { ErrorSummary } from './error-summary';
export type { OwnershipRow } from './ownership-table-field';
export { createFormView, type FormServices, type FormView, type FormViewContext, type FormViewState } from './form-view';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
export type { ConsentValue } from './consent-widget';
