import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { RadioWidget } from './radio-widget';

/**
 * A boolean answered with two radios side by side, 'Yes' (true) and 'No' (false); undefined
 * until answered. `ui:options.yesLabel` / `noLabel` rename them.
 */
export function YesNoWidget(props: WidgetProps) {
  const { options } = props;
  const yes = typeof options.yesLabel === 'string' ? options.yesLabel : 'Yes';
  const no = typeof options.noLabel === 'string' ? options.noLabel : 'No';
  const enumOptions = useMemo(
    () => [
      { value: true, label: yes },
      { value: false, label: no },
    ],
    [yes, no],
  );
  return <RadioWidget {...props} options={{ ...options, enumOptions }} />;
}
