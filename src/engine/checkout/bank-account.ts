/**
 * The account the loan is paid into (spec 01 'Checkout', 02 'Bank account'): one check, run by
 * the funding-details screen as the applicant types and again by the server before it stores
 * anything. The product's checkout names the code its banks are known by (`fundingAccountCode`):
 * - `bsb` (the default): Australian BSBs are six digits whose third is the state the branch is in
 *   (APCA: 2 NSW/ACT, 3 VIC, 4 QLD, 5 SA/NT, 6 WA, 7 TAS, 8 NT); account numbers 5 to 9 digits.
 * - `routingNumber`: a US ABA routing number, nine digits with the ABA checksum; account numbers
 *   4 to 17 digits.
 */
import { isAbaRoutingNumber } from '../validation/formats';

export interface BankAccountInput {
  bankName?: string;
  bsb?: string;
  routingNumber?: string;
  accountNumber?: string;
  accountNumberConfirmation?: string;
}

export type BankAccountField = keyof BankAccountInput;

/** Message keys of the journeys' catalogue, by field. */
export type BankAccountErrors = Partial<Record<BankAccountField, string>>;

export const BANK_NAME_MAX = 60;
const BSB = /^\d{2}[2-8]\d{3}$/;

/** How a product's banks are known: the field of the code, its check and message, the account numbers taken. */
export const BANK_CODES = {
  bsb: {
    field: 'bsb',
    maxDigits: 6,
    valid: (code: string) => BSB.test(code),
    invalid: 'bsbInvalid',
    accountNumber: /^\d{5,9}$/,
    accountNumberMaxDigits: 9,
    accountNumberInvalid: 'bankAccountNumberInvalid',
  },
  routingNumber: {
    field: 'routingNumber',
    maxDigits: 9,
    valid: isAbaRoutingNumber,
    invalid: 'routingNumberInvalid',
    accountNumber: /^\d{4,17}$/,
    accountNumberMaxDigits: 17,
    accountNumberInvalid: 'usBankAccountNumberInvalid',
  },
} as const;
export type BankCode = keyof typeof BANK_CODES;
const BANK_NAME = /^[A-Za-z0-9][A-Za-z0-9 &'().,-]*$/;

/** Digits only: what a BSB or account number is stored as, whatever separators were typed. */
export const digitsOf = (text: string | undefined) => (text ?? '').replace(/[\s-]/g, '');

export function checkBankAccount(input: BankAccountInput, bankCode: BankCode = 'bsb'): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const scheme = BANK_CODES[bankCode];
  const bankName = (input.bankName ?? '').trim();
  if (!bankName) errors.bankName = 'blank';
  else if (bankName.length > BANK_NAME_MAX || !BANK_NAME.test(bankName)) errors.bankName = 'bankNameInvalid';
  const code = digitsOf(input[scheme.field]);
  if (!code) errors[scheme.field] = 'blank';
  else if (!scheme.valid(code)) errors[scheme.field] = scheme.invalid;
  const account = digitsOf(input.accountNumber);
  if (!account) errors.accountNumber = 'blank';
  else if (!scheme.accountNumber.test(account)) errors.accountNumber = scheme.accountNumberInvalid;
  const confirmation = digitsOf(input.accountNumberConfirmation);
  if (!confirmation) errors.accountNumberConfirmation = 'blankBankAccountConfirmation';
  else if (confirmation !== account) errors.accountNumberConfirmation = 'confirmBankAccountNumber';
  return errors;
}

/** What the browser is shown of a stored account: the last three digits. */
export function maskedAccountNumber(account: string): string {
  return `${'•'.repeat(Math.max(0, account.length - 3))}${account.slice(-3)}`;
}

/** A stored account's bank code as the agreement, the signing page and the funding details print it: 'BSB 032-000', 'Routing number 021000021'. */
export function bankCodeText(account: { bsb?: string; routingNumber?: string }): { label: string; text: string } {
  if (account.routingNumber) return { label: 'Routing number', text: account.routingNumber };
  return { label: 'BSB', text: (account.bsb ?? '').replace(/^(\d{3})(\d{3})$/, '$1-$2') };
}
