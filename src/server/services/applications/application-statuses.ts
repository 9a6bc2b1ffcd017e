/** Application statuses (spec 01 section 4) the server reasons about. */
export const INITIAL_STATUS = 'IN_PROGRESS';

/** Statuses an application never leaves. */
export const TERMINAL_STATUSES: readonly string[] = [
  'COMPLETED',
  'EXPIRED',
  'DECLINED_INCOMPLETE',
  'OFFER_EXPIRED',
  'DECLINED',
  'INELIGIBLE',
  'INELIGIBLE_REAPPLY',
  'OPS_WITHDRAWN',
  'CUSTOMER_WITHDRAWN',
];

export function isTerminalStatus(status: string): boolean {
  return TERMINAL_STATUSES.includes(status);
}
