import type { WidgetProps } from '@rjsf/utils';
import { format, isValid, parse, parseISO } from 'date-fns';
import IMask from 'imask';
import { writesMonthFirst } from '../engine/dates/format-calendar-date';
import { useFormLocale } from './form-view';
import { MaskedInput } from './masked-input';
import type { MaskInstance, MaskOptions } from './masked-input';

const STORED = 'yyyy-MM-dd';
const STORED_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const COMPLETE_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

type Pattern = InstanceType<typeof IMask.MaskedPattern<string>>;
type PatternOptions = Parameters<Pattern['_update']>[0];
type TailDetails = Parameters<Pattern['_appendChar']>[2];
/** `asTyped`: take the character without padding. */
type DateFlags = NonNullable<Parameters<Pattern['_appendCharRaw']>[1]> & { asTyped?: boolean };

/**
 * Two digits of any value, so a mistyped day or month stays as typed for validation to flag. Where
 * only one reading exists it is padded: a first digit no day (month) starts with ('4' -> '04'), or
 * one digit ended by '/' ('1/' -> '01/').
 */
function twoDigits(highestFirst: number) {
  return class TwoDigits extends IMask.MaskedPattern {
    override _update(opts: PatternOptions) {
      super._update({ ...opts, mask: '00' });
    }

    override _appendCharRaw(ch: string, flags: DateFlags = {}) {
      // The text after the cursor is re-appended with `tail`: it is already as the applicant left it.
      if (flags.tail || flags.asTyped) return super._appendCharRaw(ch, flags);
      if (this.value === '' && /^\d$/.test(ch) && Number(ch) > highestFirst) {
        return super._appendCharRaw('0', flags).aggregate(super._appendCharRaw(ch, flags));
      }
      if (ch === '/' && /^\d$/.test(this.value)) {
        const digit = this.value;
        this.reset();
        super._appendCharRaw('0', flags);
        super._appendCharRaw(digit, flags);
        // Nothing consumed, so the '/' goes on to the separator.
        return new IMask.ChangeDetails({ inserted: '0' });
      }
      return super._appendCharRaw(ch, flags);
    }
  };
}

/** The typed text in `order` ('d/`m/`y': day first), each part a block below. */
function dateText(order: string) {
  return class DateText extends IMask.MaskedPattern {
    override _update(opts: PatternOptions) {
      super._update({ ...opts, mask: order });
    }

    override _appendChar(ch: string, flags: DateFlags = {}, checkTail?: TailDetails) {
      const details = super._appendChar(ch, flags, checkTail);
      if (details.inserted || flags.asTyped || !checkTail) return details;
      // Padding left no room for the text after the cursor: take the character as typed rather than refuse it.
      const asTyped: DateFlags = { ...flags, asTyped: true };
      return super._appendChar(ch, asTyped, checkTail);
    }
  };
}

/** How a date is typed: its mask, the hint shown while empty, and the conversions to and from the stored day. */
interface DateEntry {
  mask: MaskOptions;
  placeholder: string;
  toText: (value: unknown) => string;
  toValue: (mask: MaskInstance) => string | undefined;
}

// No range and no autofix: the mask only shapes the text, so it never turns a typo into another date.
// The casts: IMask types a pattern class option as the generic MaskedPattern only.
function dateEntry(shown: string, order: string, placeholder: string): DateEntry {
  const mask: MaskOptions = {
    mask: dateText(order) as typeof IMask.MaskedPattern,
    lazy: true,
    blocks: {
      d: { mask: twoDigits(3) as typeof IMask.MaskedPattern },
      m: { mask: twoDigits(1) as typeof IMask.MaskedPattern },
      y: { mask: '0000' },
    },
  };
  return { mask, placeholder, toText: (value) => typedText(value, shown), toValue: (typed) => storedValue(typed.value, shown) };
}

const DAY_FIRST = dateEntry('dd/MM/yyyy', 'd/`m/`y', 'dd/mm/yyyy');
const MONTH_FIRST = dateEntry('MM/dd/yyyy', 'm/`d/`y', 'mm/dd/yyyy');

/** 'yyyy-MM-dd' -> the typed form ('dd/MM/yyyy'); anything else (raw text typed earlier) is shown as it is. */
function typedText(value: unknown, shown: string): string {
  if (typeof value !== 'string') return '';
  if (STORED_PATTERN.test(value)) {
    const date = parseISO(value);
    if (isValid(date)) return format(date, shown);
  }
  return value;
}

/**
 * A complete typed date that names a real date -> 'yyyy-MM-dd', in range or not (the schema's age
 * keywords judge the range); anything else, including '31/02/1990', -> the raw text, which fails the
 * schema's date format.
 */
function storedValue(text: string, shown: string): string | undefined {
  if (COMPLETE_PATTERN.test(text)) {
    const date = parse(text, shown, new Date());
    // parse rolls some impossible dates over; the round trip catches them.
    if (isValid(date) && format(date, shown) === text) return format(date, STORED);
  }
  return text === '' ? undefined : text;
}

/**
 * A date typed as the product's readers write it (dd/mm/yyyy, or mm/dd/yyyy in en-US) and stored
 * as 'yyyy-MM-dd'. The digits are kept exactly as typed: range checks belong to the schema (minAge,
 * maxAge), not to the mask. `ui:options.yearsBack` and `yearsAhead` are still accepted but no
 * longer limit what can be typed.
 */
export function DateWidget(props: WidgetProps) {
  const entry = writesMonthFirst(useFormLocale(props.registry)) ? MONTH_FIRST : DAY_FIRST;
  return <MaskedInput {...props} placeholder={props.placeholder || entry.placeholder} mask={entry.mask} toText={entry.toText} toValue={entry.toValue} />;
}
