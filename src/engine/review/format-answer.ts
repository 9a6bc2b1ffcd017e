/**
 * An answer as a person reads it on a review page: dates as the product's locale writes them
 * (formatCalendarDate: dd/mm/yyyy in en-AU, MM/DD/YYYY in en-US), money with separators,
 * enumerations by their labels, identifiers grouped as they are typed, and a field its widget shows
 * only in part (`ui:options.maskLast`: an SSN) shown in part here too.
 */
import { formatAmount } from '../money/format-money';
import { formatCalendarDate } from '../dates/format-calendar-date';
import { DEFAULT_LOCALE } from '../journey/product-locale';
import { obscureText } from '../personal/obscure-text';

type SchemaObject = Record<string, unknown>;

const GROUPS: Record<string, number[]> = { abn: [2, 3, 3, 3], acn: [3, 3, 3] };

function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function formatPhone(digits: string): string {
  if (/^(04|1300|1800)/.test(digits)) return group(digits, [4, 3, 3]);
  if (/^0[2378]/.test(digits)) return group(digits, [2, 4, 4]);
  return digits;
}

const calendarDay = (iso: string, locale: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? formatCalendarDate(iso, locale) : iso);

function label(schema: SchemaObject, value: unknown): string {
  const values = schema.enum as unknown[] | undefined;
  const names = schema.enumNames as string[] | undefined;
  const index = values?.indexOf(value) ?? -1;
  return index >= 0 && names?.[index] ? names[index] : String(value);
}

/** A yes/no question reads on review as its widget words it (`ui:options.yesLabel` / `noLabel`). */
function yesNo(value: boolean, options: SchemaObject): string {
  const own = options[value ? 'yesLabel' : 'noLabel'];
  return typeof own === 'string' && own !== '' ? own : value ? 'Yes' : 'No';
}

export function formatAnswer(value: unknown, schema: SchemaObject, widget?: string, options: SchemaObject = {}, locale: string = DEFAULT_LOCALE): string {
  const text = readable(value, schema, widget, options, locale);
  const visible = options.maskLast;
  return typeof visible === 'number' && visible >= 0 && text !== NOT_PROVIDED ? obscureText(text, visible) : text;
}

const NOT_PROVIDED = 'Not provided';

function readable(value: unknown, schema: SchemaObject, widget: string | undefined, options: SchemaObject, locale: string): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return NOT_PROVIDED;
  if (typeof value === 'boolean') return yesNo(value, options);
  if (Array.isArray(value)) return value.map((v) => label((schema.items ?? {}) as SchemaObject, v)).join(', ');
  if (typeof value === 'object') {
    const timestamp = (value as { timestamp?: string }).timestamp;
    return timestamp ? `Accepted on ${calendarDay(timestamp, locale)}` : 'Provided';
  }
  if (schema.enum) return label(schema, value);
  const text = String(value);
  switch (widget ?? schema.unit ?? schema.format) {
    case 'money':
      return formatAmount(text);
    case 'percent':
      return `${text}%`;
    case 'year':
      return text.slice(0, 4);
    case 'date':
      return calendarDay(text, locale);
    case 'phone':
    case 'au-phone':
      return formatPhone(text);
    case 'usPhone':
    case 'us-phone':
      return text.replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    case 'abn':
    case 'acn':
      return group(text, GROUPS[(widget ?? schema.format) as string]);
    case 'ein':
    case 'us-ein':
      return text.replace(/^(\d{2})(\d{7})$/, '$1-$2');
    case 'ssn':
    case 'us-ssn':
      return text.replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3');
    default:
      return text;
  }
}
