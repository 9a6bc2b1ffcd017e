/**
 * Coded refusals of the bank-data API (the provider's own failures are enrolment states, not errors).
 * Part of the server's one table of codes (errors.ts).
 */
export const bankDataErrorCodes = {
  EBS_ERR_NOT_ENROLLED: { statusCode: 404, message: 'This application has no bank connection.' },
  EBS_ERR_ALREADY_ENROLLED: { statusCode: 409, message: 'A bank is already connected; remove it first.' },
  EBS_ERR_NO_TASK: { statusCode: 409, message: 'The bank has not asked a question.' },
  EBS_ERR_UNKNOWN_BANK: { statusCode: 400, message: 'Unknown bank.' },
  EBS_ERR_WAIT: { statusCode: 429, message: 'The bank asked to wait before the next attempt.' },
  EBS_ERR_LOCKED: { statusCode: 409, message: 'The statements of this application can no longer be changed.' },
} as const satisfies Record<string, { statusCode: number; message: string }>;

export type BankDataErrorCode = keyof typeof bankDataErrorCodes;
