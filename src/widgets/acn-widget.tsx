import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, unmaskedDigits } from './masked-input';
import type { MaskOptions } from './masked-input';

const ACN_MASK: MaskOptions = { mask: '000 000 000' };

/** Australian Company Number: stored as 9 digits, shown 3-3-3 ('004 085 616'). */
export function AcnWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={ACN_MASK} toText={digitsText} toValue={unmaskedDigits} />;
}
