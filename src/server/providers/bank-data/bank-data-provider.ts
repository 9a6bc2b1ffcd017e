/**
 * A bank-data service (Australian bank-statement retrieval, in the manner of illion
 * BankStatements): the applicant signs in to their bank through it, answers the bank's
 * multi-factor task when asked, and the service retrieves the accounts' statements and
 * transactions. The portal never stores the applicant's banking credentials: it keeps the
 * provider's opaque reference to the signed-in session.
 *
 * Failures carry the provider's codes (spec 02 section 8), see error-codes.ts.
 */

export interface Bank {
  id: string;
  name: string;
  /** A bank the service cannot retrieve from ('Bank Not Supported'). */
  supported: boolean;
  /** What the bank calls its sign-in fields. */
  credentialLabels: { username: string; password: string };
}

export interface BankCredentials {
  bankId: string;
  username: string;
  password: string;
}

/** A question the bank asks before letting the service in (a one-time code, a security answer). */
export interface BankTask {
  prompt: string;
  label: string;
}

export type ConnectOutcome = { kind: 'connected'; reference: string } | { kind: 'task'; reference: string; task: BankTask };

export interface RetrievedTransaction {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Cents; credits positive, debits negative. */
  amount: number;
  /** Cents, after the transaction. */
  balance: number;
}

export interface RetrievedAccount {
  id: string;
  name: string;
  /** Only business accounts count for a business loan. */
  kind: 'business' | 'personal';
  holder: string;
  bsb: string;
  accountNumber: string;
  /** Cents */
  openingBalance: number;
  closingBalance: number;
  transactions: RetrievedTransaction[];
}

export interface Retrieval {
  bankName: string;
  /** YYYY-MM-DD, inclusive */
  from: string;
  to: string;
  accounts: RetrievedAccount[];
}

/**
 * The provider is still preparing the statements (or asks to be called again later): ask again
 * after `retryAfterSeconds`, handing back `progress`.
 */
export interface RetrievalPending {
  kind: 'pending';
  retryAfterSeconds: number;
  /** Opaque to the portal; given back on the next ask, which any instance may make. */
  progress: string;
}

export function isRetrievalPending(answer: Retrieval | RetrievalPending): answer is RetrievalPending {
  return 'kind' in answer && answer.kind === 'pending';
}

export interface BankDataProvider {
  /** Stored with each enrolment, e.g. 'sandbox'. */
  readonly id: string;
  /** The banks it reaches in a country (ISO 3166 alpha-2, the product's: `AU`, `US`). */
  listBanks(country: string): Promise<Bank[]>;
  /** Signs in with the applicant's credentials; they are used for this call only. */
  connect(credentials: BankCredentials): Promise<ConnectOutcome>;
  /** Answers the task the bank set; may set another. */
  answerTask(reference: string, answer: string): Promise<ConnectOutcome>;
  /**
   * The statements and transactions of every account for the period (180 days), or word that they
   * are not ready yet: the caller asks again later with the `progress` it was given, and never
   * waits inside the call.
   */
  retrieve(reference: string, period: { from: Date; to: Date }, progress?: string): Promise<Retrieval | RetrievalPending>;
  /** Ends the provider's session and forgets what it fetched. */
  disconnect(reference: string): Promise<void>;
}

/** A failure the provider reports, with its code (20001 ... 60008, uploadError, ...). */
export class BankDataProviderError extends Error {
  constructor(
    readonly code: string,
    message = `Bank data provider error ${code}`,
  ) {
    super(message);
    this.name = 'BankDataProviderError';
  }
}

export function isBankDataProviderError(error: unknown): error is BankDataProviderError {
  return error instanceof BankDataProviderError;
}
