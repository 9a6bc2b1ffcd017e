import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, unmaskedDigits } from './masked-input';
import type { MaskOptions } from './masked-input';

/** A keystroke that would make the number exceed 100, or the text exceed 3 characters, is refused. */
const PERCENT_MASK: MaskOptions = {
  mask: Number,
  scale: 0,
  min: 0,
  max: 100,
  validate: (text: string) => text.length <= 3,
};

/** Whole percent 0 to 100, stored as a string of digits ('25') as the application keeps it. */
export function PercentWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={PERCENT_MASK} toText={digitsText} toValue={unmaskedDigits} endElement="%" />;
}
