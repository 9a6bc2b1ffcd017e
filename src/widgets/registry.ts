import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AbnWidget } from './abn-widget';
import { AcnWidget } from './acn-widget';
import { CheckboxesWidget } from './checkboxes-widget';
import { ConsentWidget } from './consent-widget';
import { DateWidget } from './date-widget';
import { EmailWidget } from './email-widget';
import { MoneyWidget } from './money-widget';
import { MonthWidget } from './month-widget';
import { PercentWidget } from './percent-widget';
import { PhoneWidget } from './phone-widget';
import { PostcodeWidget } from './postcode-widget';
import { EinWidget, SsnWidget, UsZipWidget } from './us-number-widgets';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';
import { TextWidget } from './text-widget';
import { YearWidget } from './year-widget';
import { YesNoWidget } from './yes-no-widget';
import { OwnershipTableField } from './ownership-table-field';
import { BusinessRegisterSearch } from './business-register-search';
import { AddressSearch } from './address-search';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template';
import { ArrayFieldTemplate } from './templates/array-field-template';
import { BaseInputTemplate } from './templates/base-input-template';
import { ButtonTemplates } from './templates/button-templates';
import { ErrorListTemplate } from './templates/error-list-template';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';

/**
 * The widgets a journey names with `"ui:widget"`. The journey meta-schema's widget enum is
 * generated from these keys: renaming one is a breaking change for every journey.
 */
export const widgetRegistry = {
  text: TextWidget,
  email: EmailWidget,
  phone: PhoneWidget,
  money: MoneyWidget,
  date: DateWidget,
  year: YearWidget,
  month: MonthWidget,
  percent: PercentWidget,
  select: SelectWidget,
  radio: RadioWidget,
  yesNo: YesNoWidget,
  checkboxes: CheckboxesWidget,
  abn: AbnWidget,
  acn: AcnWidget,
  postcode: PostcodeWidget,
  consent: ConsentWidget,
  ein: EinWidget,
  ssn: SsnWidget,
  usZip: UsZipWidget,
} as const satisfies RegistryWidgetsType;

export type WidgetName = keyof typeof widgetRegistry;

/** RJSF custom fields a journey may name with `ui:field`. */
export const fieldRegistry = {
  ownershipTable: OwnershipTableField,
  businessRegisterSearch: BusinessRegisterSearch,
  addressSearch: AddressSearch,
} as const satisfies RegistryFieldsType;

export type FieldName = keyof typeof fieldRegistry;

export const fieldNames = Object.keys(fieldRegistry) as FieldName[];

export const widgetNames = Object.keys(widgetRegistry) as WidgetName[];

/** RJSF's `templates` prop: Chakra layout for fields, objects, lists and errors; no submit button. */
export const templates = {
  FieldTemplate,
  BaseInputTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  ButtonTemplates,
} satisfies Partial<TemplatesType>;

export { ErrorSummary } from './error-summary';
export type { OwnershipRow } from './ownership-table-field';
export { createFormView, type FormServices, type FormView, type FormViewContext, type FormViewState } from './form-view';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
export type { ConsentValue } from './consent-widget';
