import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AbnWidget } from './abn-widget.tsx';
import { AcnWidget } from './acn-widget.tsx';
import { CheckboxesWidget } from './checkboxes-widget.tsx';
import { ConsentWidget } from './consent-widget.tsx';
import { DateWidget } from './date-widget.tsx';
import { EmailWidget } from './email-widget.tsx';
import { MoneyWidget } from './money-widget.tsx';
import { MonthWidget } from './month-widget.tsx';
import { PercentWidget } from './percent-widget.tsx';
import { PhoneWidget } from './phone-widget.tsx';
import { PostcodeWidget } from './postcode-widget.tsx';
import { RadioWidget } from './radio-widget.tsx';
import { SelectWidget } from './select-widget.tsx';
import { TextWidget } from './text-widget.tsx';
import { YearWidget } from './year-widget.tsx';
import { YesNoWidget } from './yes-no-widget.tsx';
import { OwnershipTableField } from './ownership-table-field.tsx';
import { BusinessRegisterSearch } from './business-register-search.tsx';
import { AddressSearch } from './address-search.tsx';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template.tsx';
import { ArrayFieldTemplate } from './templates/array-field-template.tsx';
import { BaseInputTemplate } from './templates/base-input-template.tsx';
import { ButtonTemplates } from './templates/button-templates.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';

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

export { ErrorSummary } from './error-summary.tsx';
export type { OwnershipRow } from './ownership-table-field.tsx';
export { createFormView, type FormServices, type FormView, type FormViewContext, type FormViewState } from './form-view.ts';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary.tsx';
export type { ConsentValue } from './consent-widget.tsx';
