import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './select-widget';

const MONTH_OPTIONS = [
  ['JAN', 'January'],
  ['FEB', 'February'],
  ['MAR', 'March'],
  ['APR', 'April'],
  ['MAY', 'May'],
  ['JUN', 'June'],
  ['JUL', 'July'],
  ['AUG', 'August'],
  ['SEP', 'September'],
  ['OCT', 'October'],
  ['NOV', 'November'],
  ['DEC', 'December'],
].map(([value, label]) => ({ value, label }));

/** A month, stored as 'JAN'..'DEC' and chosen by its name. */
export function MonthWidget(props: WidgetProps) {
  return <SelectWidget {...props} options={{ ...props.options, enumOptions: MONTH_OPTIONS }} />;
}
