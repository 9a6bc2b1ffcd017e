/**
 * The account the loan is paid into (spec 01 'Checkout', 02 'Bank account'): one check, run by
 * the funding-details screen as the applicant types and again by the server before it stores
 * anything. Australian BSBs are six digits whose third is the state the branch is in (APCA: 2
 * NSW/ACT, 3 VIC, 4 QLD, 5 SA/NT, 6 WA, 7 TAS, 8 NT); account numbers are up to nine digits.
 */

export interface BankAccountInput {
  bankName?: string;
  bsb?: string;
  accountNumber?: string;
  accountNumberConfirmation?: string;
}

export type BankAccountField = keyof BankAccountInput;

/** Message keys of the journeys' catalogue, by field. */
export type BankAccountErrors = Partial<Record<BankAccountField, string>>;

export const BANK_NAME_MAX = 60;
const BSB = /^\d{2}[2-8]\d{3}$/;
const ACCOUNT_NUMBER = /^\d{5,9}$/;
const BANK_NAME = /^[A-Za-z0-9][A-Za-z0-9 &'().,-]*$/;

/** Digits only: what a BSB or account number is stored as, whatever separators were typed. */
export const digitsOf = (text: string | undefined) => (text ?? '').replace(/[\s-]/g, '');

export function checkBankAccount(input: BankAccountInput): BankAccountErrors {
  const errors: BankAccountErrors = {};
  const bankName = (input.bankName ?? '').trim();
  if (!bankName) errors.bankName = 'blank';
  else if (bankName.length > BANK_NAME_MAX || !BANK_NAME.test(bankName)) errors.bankName = 'bankNameInvalid';
  const bsb = digitsOf(input.bsb);
  if (!bsb) errors.bsb = 'blank';
  else if (!BSB.test(bsb)) errors.bsb = 'bsbInvalid';
  const account = digitsOf(input.accountNumber);
  if (!account) errors.accountNumber = 'blank';
  else if (!ACCOUNT_NUMBER.test(account)) errors.accountNumber = 'bankAccountNumberInvalid';
  const confirmation = digitsOf(input.accountNumberConfirmation);
  if (!confirmation) errors.accountNumberConfirmation = 'blankBankAccountConfirmation';
  else if (confirmation !== account) errors.accountNumberConfirmation = 'confirmBankAccountNumber';
  return errors;
}

/** What the browser is shown of a stored account: the last three digits. */
export function maskedAccountNumber(account: string): string {
  return `${'•'.repeat(Math.max(0, account.length - 3))}${account.slice(-3)}`;
}
