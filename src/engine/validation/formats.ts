/**
 * Custom string formats of the portal. Each check is self-contained (no outer references)
 * because the build serialises its source into the precompiled validators.
 */

export function isAbn(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (Number(value[i]) - (i === 0 ? 1 : 0)) * weights[i];
  return sum % 89 === 0;
}

export function isAcn(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (8 - i);
  return (10 - (sum % 10)) % 10 === Number(value[8]);
}

/** Ten digits: mobiles 04, landlines 02/03/07/08, and 1300/1800 numbers. */
export function isAuPhone(value: string): boolean {
  return /^(0[23478]\d{8}|1[38]00\d{6})$/.test(value);
}

export function isAuPostcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isIsoDateTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(value);
}

/**
 * A US Employer Identification Number, 2-7 (`12-3456789`, or its nine digits): the IRS has never
 * issued the prefixes 00, 07-09, 17-19, 28-29, 49, 69-70, 78-79 and 89, nor 96-97.
 */
export function isUsEin(value: string): boolean {
  const m = /^(\d{2})-?(\d{7})$/.exec(value);
  if (!m) return false;
  return !['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97'].includes(m[1]);
}

/**
 * A US Social Security Number, 3-2-4 (`123-45-6789`, or its nine digits), refusing the ranges
 * never issued: area 000, 666 and 900-999, group 00, serial 0000.
 */
export function isUsSsn(value: string): boolean {
  const m = /^(\d{3})-?(\d{2})-?(\d{4})$/.exec(value);
  if (!m) return false;
  const area = Number(m[1]);
  return area !== 0 && area !== 666 && area < 900 && m[2] !== '00' && m[3] !== '0000';
}

/** A US ZIP code: five digits, or ZIP+4 (`12345-6789`). */
export function isUsZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value);
}

/**
 * A US phone number (NANP), stored as its ten digits: an area code and an exchange that start
 * with 2-9 (`2125550123`).
 */
export function isUsPhone(value: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(value);
}

/**
 * A US bank routing (ABA) number: nine digits whose weighted sum (3, 7, 1, repeated) is a
 * multiple of ten.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(value[i]) * weights[i];
  return sum % 10 === 0;
}

/** Format name -> check, as journeys write them in `"format"`. */
export const formatChecks = {
  abn: isAbn,
  acn: isAcn,
  'au-phone': isAuPhone,
  'au-postcode': isAuPostcode,
  date: isIsoDate,
  'date-time': isIsoDateTime,
  email: isEmail,
  'us-ein': isUsEin,
  'us-phone': isUsPhone,
  'us-routing-number': isAbaRoutingNumber,
  'us-ssn': isUsSsn,
  'us-zip': isUsZip,
} as const;

export type FormatName = keyof typeof formatChecks;
