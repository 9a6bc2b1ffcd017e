/**
 * What funding details asks the app to do, and nothing more: the account saved for this
 * application, saving a typed one, signing and reopening the offer. A refused call rejects with
 * an error carrying the server's answer as `body` (422: the field errors).
 */
import type { BankAccountInput } from '../../engine/checkout/bank-account';
import type { FundingAccountView } from '../../engine/contract/checkout.contract';

export interface FundingPort {
  /** The account saved for this application; null when none is. */
  savedAccount(): Promise<FundingAccountView | null>;
  /** Checked again by the server, which stores it sealed. */
  saveAccount(input: BankAccountInput): Promise<unknown>;
  /** Generates the agreement and goes to the signing page. */
  sign(): Promise<void>;
  /** Back to the offer, to confirm it again. */
  reconfirmOffer(decisionId: string): Promise<unknown>;
}
