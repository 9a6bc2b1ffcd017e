/**
 * Money as every reader of the portal sees it, in one place for the screens, the agreement and
 * bank-statement PDFs and the mails: Australian dollars, en-AU grouping. Five hand-made copies
 * had drifted apart ("$1,234.5" on the review page, a sign placed by hand on statements).
 */
const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** "$12,345.67", "-$12.30": an amount with its cents, from a number or a wire string ("12345.67"). */
export function formatMoney(amount: string | number): string {
  return DOLLARS_AND_CENTS.format(Number(amount));
}

/** "$12,345": an amount in whole dollars (a loan amount, a limit). */
export function formatWholeDollars(amount: number): string {
  return WHOLE_DOLLARS.format(amount);
}

/** An answer or a limit as typed: "$50,000" when whole, "$1,234.50" when it has cents. */
export function formatAmount(amount: string | number): string {
  const value = Number(amount);
  return Number.isInteger(value) ? formatWholeDollars(value) : formatMoney(value);
}
