import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput } from './masked-input';
import type { MaskInstance, MaskOptions } from './masked-input';

const YEAR_MASK: MaskOptions = { mask: '0000' };

/** The stored date 'YYYY-01-01' (or the digits typed so far) -> the year's digits. */
function yearText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return /^\d{4}-/.test(value) ? value.slice(0, 4) : value;
}

/** Four digits -> 'YYYY-01-01'; fewer -> the raw digits, so validation can say the year is invalid. */
function yearValue(mask: MaskInstance): string | undefined {
  const digits = mask.unmaskedValue;
  if (digits === '') return undefined;
  return digits.length === 4 ? `${digits}-01-01` : digits;
}

/** A year, typed as 4 digits and stored as that year's first day (the business established date). */
export function YearWidget(props: WidgetProps) {
  return <MaskedInput {...props} placeholder={props.placeholder || 'yyyy'} mask={YEAR_MASK} toText={yearText} toValue={yearValue} />;
}
