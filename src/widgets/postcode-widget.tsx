import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, unmaskedDigits } from './masked-input';
import type { MaskOptions } from './masked-input';

const POSTCODE_MASK: MaskOptions = { mask: '0000' };

/** Australian postcode: 4 digits, nothing else can be typed. */
export function PostcodeWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={POSTCODE_MASK} toText={digitsText} toValue={unmaskedDigits} defaultAutocomplete="postal-code" />;
}
