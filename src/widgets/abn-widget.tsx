import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, unmaskedDigits } from './masked-input';
import type { MaskOptions } from './masked-input';

const ABN_MASK: MaskOptions = { mask: '00 000 000 000' };

/** Australian Business Number: stored as 11 digits, shown 2-3-3-3 ('51 824 753 556'). */
export function AbnWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={ABN_MASK} toText={digitsText} toValue={unmaskedDigits} />;
}
