/**
 * The state of funding details, free of React: the account saved for the application, the account
 * being typed instead and its draft save, the field errors shown (the engine's bank-account check
 * and the server's 422), and signing. A renderer subscribes to snapshots and calls the actions.
 *
 * - The saved account is used until the applicant asks for another; then the typed one is.
 * - A typed account is saved as a draft once it is complete and valid and typing pauses
 *   (`draftAfterMs`), so a reload shows it as the saved account. A half-typed account is kept
 *   nowhere: bank details never go to the browser's storage (decision 71).
 * - A field's error shows once the field is left, every field's after Sign; the server's at once.
 * - Sign saves the typed account (if one is used) then signs, once however often it is pressed.
 * - An answer that arrives after `start`'s stop is not shown.
 */
import { checkBankAccount, type BankAccountErrors, type BankAccountField, type BankAccountInput, type BankCode } from '../../engine/checkout/bank-account';
import type { FundingAccountView } from '../../engine/contract/checkout.contract';
import { hasCode, readErrorBody } from '../../engine/contract/read-error-body';
import type { FundingPort } from './funding-port';
import { Subscribable } from '../../engine/subscribable/subscribable';

export interface FundingConfirmationDeps {
  port: FundingPort;
  /** The code the product's banks are known by. */
  bankCode: BankCode;
  /** How long typing pauses before a complete account is saved as the draft. */
  draftAfterMs?: number;
}

export interface FundingConfirmationSnapshot {
  /** The account saved for the application; undefined while it loads, null when there is none. */
  saved: FundingAccountView | null | undefined;
  /** The saved account is the one signed with (the form is not shown). */
  usingSaved: boolean;
  typed: BankAccountInput;
  /** The message key shown at each field. */
  fieldErrors: BankAccountErrors;
  /** Signing is under way. */
  busy: boolean;
  /**
   * The saved account is known (read, or found missing): until then Sign cannot tell which account
   * it would sign with, and a press would refuse the empty form the applicant never saw.
   */
  ready: boolean;
  /** What went wrong that no field tells. */
  problem: string | null;
}

export const DRAFT_AFTER_MS = 600;
export const SIGN_FAILED = 'We could not prepare your agreement. Please try again.';
export const RECONFIRM_FAILED = 'We could not reopen your offer. Please try again.';

export class FundingConfirmation extends Subscribable<FundingConfirmationSnapshot> {
  private saved: FundingAccountView | null | undefined = undefined;
  private editing = false;
  private typed: BankAccountInput = {};
  private left = new Set<BankAccountField>();
  private showAll = false;
  private serverErrors: BankAccountErrors = {};
  private busy = false;
  private problem: string | null = null;
  /** The account last saved as the draft, as JSON: the same account is not saved twice. */
  private draftSaved: string | undefined;
  private draftTimer?: ReturnType<typeof setTimeout>;
  private live = false;

  constructor(private readonly deps: FundingConfirmationDeps) {
    super();
    this.snapshot = this.build();
  }

  /** Loads the saved account; answers the function that stops the model (no late answer shown, no draft saved). */
  start(): () => void {
    let current = true;
    this.live = true;
    this.deps.port.savedAccount().then(
      (account) => current && this.update(() => (this.saved = account)),
      // Not knowing the saved account, the applicant types one.
      () => current && this.update(() => (this.saved = null)),
    );
    return () => {
      current = false;
      this.live = false;
      clearTimeout(this.draftTimer);
    };
  }

  type(next: BankAccountInput): void {
    this.update(() => {
      this.typed = next;
      // The server's field errors were about the account sent, not the one being typed.
      this.serverErrors = {};
    });
    this.scheduleDraft();
  }

  leave(field: BankAccountField): void {
    if (!this.left.has(field)) this.update(() => this.left.add(field));
  }

  /** The applicant types another account than the saved one. */
  useAnotherAccount(): void {
    if (this.busy) return;
    this.update(() => (this.editing = true));
  }

  async sign(): Promise<void> {
    if (this.busy || this.saved === undefined) return;
    const usingSaved = this.snapshot.usingSaved;
    this.update(() => {
      this.problem = null;
      this.serverErrors = {};
      if (!usingSaved) this.showAll = true;
    });
    if (!usingSaved && Object.keys(checkBankAccount(this.typed, this.deps.bankCode)).length > 0) return;
    clearTimeout(this.draftTimer);
    this.update(() => (this.busy = true));
    const { port } = this.deps;
    try {
      if (!usingSaved) await port.saveAccount(this.typed);
      await port.sign();
      // Signing leaves the page: the button stays busy until it has.
    } catch (error) {
      if (!this.live) return;
      // Screens know no ApiError (the app's): the error body is read from whatever failed.
      const body = readErrorBody((error as { body?: unknown } | null)?.body);
      this.update(() => {
        if (hasCode(body, 'APP_ERR_RULES_REJECTED')) this.serverErrors = Object.fromEntries(body.errors.map((e) => [e.path.slice(1), e.key]));
        else this.problem = body?.message ?? SIGN_FAILED;
        this.busy = false;
      });
      this.scheduleDraft();
    }
  }

  /** Back to the offer; the app moves on when the server has reopened it. */
  async reconfirm(decisionId: string): Promise<void> {
    if (this.busy) return;
    this.update(() => (this.problem = null));
    try {
      await this.deps.port.reconfirmOffer(decisionId);
    } catch {
      if (this.live) this.update(() => (this.problem = RECONFIRM_FAILED));
    }
  }

  /** Saves the typed account as the draft once it is complete and valid and typing has paused. */
  private scheduleDraft(): void {
    clearTimeout(this.draftTimer);
    const account = this.typed;
    if (!this.live || this.busy || this.snapshot.usingSaved) return;
    if (Object.keys(checkBankAccount(account, this.deps.bankCode)).length > 0) return;
    const key = JSON.stringify(account);
    if (key === this.draftSaved) return;
    this.draftTimer = setTimeout(() => {
      this.draftSaved = key;
      // A refused draft is said when the applicant signs, which saves again; here it is only forgotten.
      this.deps.port.saveAccount(account).catch(() => {
        if (this.draftSaved === key) this.draftSaved = undefined;
      });
    }, this.deps.draftAfterMs ?? DRAFT_AFTER_MS);
  }

  private update(change: () => unknown): void {
    change();
    this.setSnapshot(this.build());
  }

  private build(): FundingConfirmationSnapshot {
    const usingSaved = Boolean(this.saved) && !this.editing;
    const checked = usingSaved ? {} : checkBankAccount(this.typed, this.deps.bankCode);
    const fieldErrors: BankAccountErrors = { ...this.serverErrors };
    for (const [field, key] of Object.entries(checked) as [BankAccountField, string][]) {
      if ((this.showAll || this.left.has(field)) && !fieldErrors[field]) fieldErrors[field] = key;
    }
    return { saved: this.saved, usingSaved, typed: this.typed, fieldErrors, busy: this.busy, ready: this.saved !== undefined, problem: this.problem };
  }
}
