/**
 * Funding details keeps its draft the way form steps keep theirs, on the server: once the typed
 * account is complete and passes the bank-account rule, it is saved (checked again by the server,
 * the BSB and number stored sealed), so a reload shows it as the saved account. A half-typed
 * account is kept nowhere: bank details never go to the browser's storage (decision 71).
 */
import { useEffect, useRef } from 'react';
import { checkBankAccount, type BankAccountInput, type BankCode } from '../../engine/checkout/bank-account';

/** How long typing pauses before a complete account is saved. */
const SAVE_AFTER_MS = 600;

export function useAccountDraft(
  value: BankAccountInput,
  save: (input: BankAccountInput) => Promise<unknown>,
  enabled: boolean,
  bankCode: BankCode = 'bsb',
): void {
  const saved = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || Object.keys(checkBankAccount(value, bankCode)).length > 0) return;
    const key = JSON.stringify(value);
    if (key === saved.current) return;
    const timer = setTimeout(() => {
      saved.current = key;
      // A refused save is said when the applicant signs, which saves again; here it is only forgotten.
      save(value).catch(() => {
        saved.current = undefined;
      });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, enabled, save, bankCode]);
}
