import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText } from './masked-input';
import type { MaskInstance, MaskOptions } from './masked-input';

function moneyMask(maximum: number): MaskOptions {
  return { mask: Number, scale: 0, min: 0, max: maximum, thousandsSeparator: ',' };
}

function wholeDollars(mask: MaskInstance): number | undefined {
  return mask.unmaskedValue === '' ? undefined : Number(mask.unmaskedValue);
}

/**
 * Whole dollars: digits only, shown with thousands separators after a '$'; stored as an integer.
 * It takes no more digits than the field's `maximum` has: a digit too many is never taken, while
 * an amount over the maximum of the same length is, so the applicant sees why it is refused.
 */
export function MoneyWidget(props: WidgetProps) {
  const maximum = props.schema.maximum;
  const digits = typeof maximum === 'number' && maximum > 0 ? String(Math.floor(maximum)).length : 15;
  const mask = useMemo(() => moneyMask(10 ** digits - 1), [digits]);
  return <MaskedInput {...props} mask={mask} toText={digitsText} toValue={wholeDollars} startElement="$" />;
}
