import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/base-input-template';

/** Free text, stored as typed; the schema's maxLength caps the input. */
export function TextWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="text" />;
}
