import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText } from './masked-input.tsx';
import type { MaskInstance, MaskOptions } from './masked-input.tsx';

const MONEY_MASK: MaskOptions = {
  mask: Number,
  scale: 0,
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  thousandsSeparator: ',',
};

function wholeDollars(mask: MaskInstance): number | undefined {
  return mask.unmaskedValue === '' ? undefined : Number(mask.unmaskedValue);
}

/** Whole dollars: digits only, shown with thousands separators after a '$'; stored as an integer. */
export function MoneyWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={MONEY_MASK} toText={digitsText} toValue={wholeDollars} startElement='$' />;
}
