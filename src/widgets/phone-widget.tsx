import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, typedDigits, unmaskedDigits } from './masked-input';
import type { MaskOptions } from './masked-input';

/** Mobiles (04) and 1300/1800 numbers: 4-3-3. */
const FOUR_THREE_THREE = /^(04|1300|1800)/;
/** Geographic area codes 02, 03, 07, 08: 2-4-4. */
const TWO_FOUR_FOUR = /^0[2378]/;

const PHONE_MASK: MaskOptions = {
  mask: [{ mask: '0000 000 000' }, { mask: '00 0000 0000' }, { mask: '0000000000' }],
  dispatch: (appended, dynamicMasked) => {
    const digits = (dynamicMasked.unmaskedValue + appended).replace(/\D/g, '');
    const index = FOUR_THREE_THREE.test(digits) ? 0 : TWO_FOUR_FOUR.test(digits) ? 1 : 2;
    return dynamicMasked.compiledMasks[index];
  },
};

/**
 * A phone number field of any country's mask: kept as its digits, typed on the phone keypad, and
 * taken up before the mask library has come (the first step asks for one).
 */
export function PhoneNumberInput(props: WidgetProps & { mask: MaskOptions }) {
  return <MaskedInput {...props} toText={digitsText} toValue={unmaskedDigits} fromText={typedDigits} type="tel" inputMode="tel" defaultAutocomplete="tel" />;
}

/** Australian phone number: stored as its 10 digits ('0412345678'), shown grouped by prefix. */
export function PhoneWidget(props: WidgetProps) {
  return <PhoneNumberInput {...props} mask={PHONE_MASK} />;
}
