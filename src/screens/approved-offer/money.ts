/** Dollars as the applicant reads them: "$12,345.67", or "$12,345" for whole amounts. */
const cents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const whole = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

export function formatMoney(amount: string | number): string {
  return cents.format(Number(amount));
}

export function formatWholeDollars(amount: number): string {
  return whole.format(amount);
}

/** yyyy-MM-dd (or a date-time) as dd/MM/yyyy, the portal's display format (spec 01 section 3). */
export function formatDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
