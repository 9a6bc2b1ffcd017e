import type { ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/base-input-template';

/** An e-mail address; spaces are dropped as they are typed. */
export function EmailWidget(props: WidgetProps) {
  const { onChange, options } = props;
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const filtered = target.value.replace(/\s+/g, '');
    onChange(filtered === '' ? options.emptyValue : filtered);
  };
  return <BaseInputTemplate {...props} type="email" options={{ autocomplete: 'email', ...options }} onChangeOverride={handleChange} />;
}
