/**
 * The US identifiers of the spec's US-style screens: EIN (2-7) and SSN (3-2-4), kept as their nine
 * digits, the ZIP code (5, or ZIP+4), kept as shown, and a phone number ((212) 555-0123), kept as
 * its ten digits. An SSN is personal: with
 * `ui:options.maskLast: 4` it shows only its last four digits while the field is not focused.
 */
import type { WidgetProps } from '@rjsf/utils';
import { MaskedInput, digitsText, unmaskedDigits } from './masked-input';
import type { MaskInstance, MaskOptions } from './masked-input';
import { PhoneNumberInput } from './phone-widget';

const EIN_MASK: MaskOptions = { mask: '00-0000000' };
const SSN_MASK: MaskOptions = { mask: '000-00-0000' };
const ZIP_MASK: MaskOptions = { mask: '00000[-0000]' };
const PHONE_MASK: MaskOptions = { mask: '(000) 000-0000' };

export function EinWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={EIN_MASK} toText={digitsText} toValue={unmaskedDigits} />;
}

export function SsnWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={SSN_MASK} toText={digitsText} toValue={unmaskedDigits} defaultAutocomplete="off" />;
}

const zipValue = (mask: MaskInstance) => (mask.value === '' ? undefined : mask.value.replace(/-$/, ''));

export function UsZipWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={ZIP_MASK} toText={digitsText} toValue={zipValue} defaultAutocomplete="postal-code" />;
}

export function UsPhoneWidget(props: WidgetProps) {
  return <PhoneNumberInput {...props} mask={PHONE_MASK} />;
}
