/**
 * The funding account's fields: bank name, the bank's code (a BSB shown 3-3, or a US routing
 * number, as the product's checkout says), account number and its confirmation.
 * The errors it shows are the model's (funding-confirmation.ts): the engine's bank-account check
 * of each field left, and the server's 422. An account number shows only its last three digits
 * when the field is not focused, so it is not left on screen.
 */
import { Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { BANK_CODES, type BankAccountErrors, type BankAccountField, type BankAccountInput, type BankCode } from '../../engine/checkout/bank-account';
import { messageText, type MessageCatalogue } from '../../engine/validation/messages';
import { obscureText } from '../../engine/personal/obscure-text';

export interface BankAccountFormProps {
  value: BankAccountInput;
  onChange: (value: BankAccountInput) => void;
  /** The message key shown at each field. */
  errors: BankAccountErrors;
  /** The applicant left a field: its error may show. */
  onLeave: (field: BankAccountField) => void;
  catalogue: MessageCatalogue;
  help?: string;
  disabled?: boolean;
  /** The code the product's banks are known by. */
  bankCode?: BankCode;
}

/** A BSB as it is printed, 3-3: '032-000'. */
const bsbText = (digits: string) => (digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits);

const LABELS: Record<BankAccountField, string> = {
  bankName: 'Bank name',
  bsb: 'BSB',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  accountNumberConfirmation: 'Confirm account number',
};

/** Each code's field as typed and shown, with its hint and the account numbers it goes with. */
const CODE_FIELDS: Record<BankCode, { text: (digits: string) => string; hint: string; accountHint: string }> = {
  bsb: { text: bsbText, hint: '6 digits, for example 032-000.', accountHint: '5 to 9 digits.' },
  routingNumber: { text: (digits) => digits, hint: 'The 9 digits at the bottom left of a check, for example 021000021.', accountHint: '4 to 17 digits.' },
};

export function BankAccountForm({ value, onChange, errors, onLeave, catalogue, help, disabled, bankCode = 'bsb' }: BankAccountFormProps) {
  const code = BANK_CODES[bankCode];
  const codeField = CODE_FIELDS[bankCode];
  const [focused, setFocused] = useState<BankAccountField | undefined>();
  const leave = (field: BankAccountField) => {
    setFocused(undefined);
    onLeave(field);
  };

  const field = (name: BankAccountField, input: React.ReactNode, helperText?: string) => {
    const key = errors[name];
    return (
      <Field.Root invalid={Boolean(key)} required disabled={disabled}>
        <Field.Label>
          {LABELS[name]}
          <Field.RequiredIndicator />
        </Field.Label>
        {input}
        {helperText && !key && <Field.HelperText>{helperText}</Field.HelperText>}
        {key && <Field.ErrorText color="red.700">{messageText(catalogue, key)}</Field.ErrorText>}
      </Field.Root>
    );
  };

  const accountInput = (name: 'accountNumber' | 'accountNumberConfirmation') => {
    const digits = value[name] ?? '';
    const shown = focused === name ? digits : obscureText(digits, 3);
    return (
      <Input
        name={name}
        inputMode="numeric"
        autoComplete="off"
        maxLength={code.accountNumberMaxDigits}
        value={shown}
        onFocus={(event) => {
          // The digits replace the stars before the first key lands, all selected: a number the
          // applicant could not see is replaced whole, never typed into at a hidden position.
          const input = event.currentTarget;
          flushSync(() => setFocused(name));
          if (digits) input.select();
        }}
        onBlur={() => leave(name)}
        onChange={(event) => onChange({ ...value, [name]: event.target.value.replace(/\D/g, '') })}
        onPaste={name === 'accountNumberConfirmation' ? (event) => event.preventDefault() : undefined}
      />
    );
  };

  return (
    <Stack gap="5">
      {field(
        'bankName',
        <Input
          name="bankName"
          autoComplete="off"
          maxLength={60}
          value={value.bankName ?? ''}
          onBlur={() => leave('bankName')}
          onChange={(event) => onChange({ ...value, bankName: event.target.value })}
        />,
        help,
      )}
      {field(
        code.field,
        <Input
          name={code.field}
          inputMode="numeric"
          autoComplete="off"
          maxLength={code.maxDigits + 1}
          value={codeField.text(value[code.field] ?? '')}
          onBlur={() => leave(code.field)}
          onChange={(event) => onChange({ ...value, [code.field]: event.target.value.replace(/\D/g, '').slice(0, code.maxDigits) })}
        />,
        codeField.hint,
      )}
      {field('accountNumber', accountInput('accountNumber'), `${codeField.accountHint} Only the last 3 show when you leave the field.`)}
      {field('accountNumberConfirmation', accountInput('accountNumberConfirmation'), 'Type the account number again.')}
    </Stack>
  );
}
