/** Coded refusals of the bank-data API (the provider's own failures are enrolment states, not errors). */
import { CodedError } from '../../coded-error';

interface BankDataErrorDefinition {
  statusCode: number;
  message: string;
}

export const bankDataApiErrors = {
  EBS_ERR_NOT_ENROLLED: { statusCode: 404, message: 'This application has no bank connection.' },
  EBS_ERR_ALREADY_ENROLLED: { statusCode: 409, message: 'A bank is already connected; remove it first.' },
  EBS_ERR_NO_TASK: { statusCode: 409, message: 'The bank has not asked a question.' },
  EBS_ERR_UNKNOWN_BANK: { statusCode: 400, message: 'Unknown bank.' },
  EBS_ERR_WAIT: { statusCode: 429, message: 'The bank asked to wait before the next attempt.' },
  EBS_ERR_LOCKED: { statusCode: 409, message: 'The statements of this application can no longer be changed.' },
} as const satisfies Record<string, BankDataErrorDefinition>;

export type BankDataApiErrorCode = keyof typeof bankDataApiErrors;

export class BankDataApiError extends CodedError {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: BankDataApiErrorCode,
    readonly details: Record<string, unknown> = {},
  ) {
    super(bankDataApiErrors[code].message);
    this.name = 'BankDataApiError';
    this.statusCode = bankDataApiErrors[code].statusCode;
    // The bank's own wait, when it named one, is the answer's Retry-After.
    const retry = details.retryAfterSeconds;
    this.headers = typeof retry === 'number' ? { 'retry-after': String(retry) } : {};
  }

  toBody(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.details };
  }
}
