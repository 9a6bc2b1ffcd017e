import { useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { addYears, format, isValid, parse, parseISO, startOfDay, subYears } from 'date-fns';
import { IMask } from 'react-imask';
import { MaskedInput } from './masked-input.tsx';
import type { MaskInstance, MaskOptions } from './masked-input.tsx';

const SHOWN = 'dd/MM/yyyy';
const STORED = 'yyyy-MM-dd';
const STORED_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Default range: 120 years back to today (spec: age input range 120 years). */
const DEFAULT_YEARS_BACK = 120;
const DEFAULT_YEARS_AHEAD = 0;

function dateMask(min: Date, max: Date): MaskOptions {
  return {
    mask: Date,
    pattern: 'd{/}`m{/}`Y',
    // Day and month: 'pad' completes what can only be one thing ('4' in the day is '04').
    autofix: 'pad',
    blocks: {
      // Year: a digit that takes it out of range is replaced by the nearest one in range
      // ('18..' becomes '19..', '3...' becomes '2...').
      Y: { mask: IMask.MaskedRange, from: min.getFullYear(), to: max.getFullYear(), autofix: true },
    },
    min,
    max,
    format: (date: Date | null) => (date && isValid(date) ? format(date, SHOWN) : ''),
    parse: (text: string) => parse(text, SHOWN, new Date()),
  };
}

/** 'yyyy-MM-dd' -> 'dd/MM/yyyy'; anything else (raw text typed earlier) is shown as it is. */
function dateText(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (STORED_PATTERN.test(value)) {
    const date = parseISO(value);
    if (isValid(date)) return format(date, SHOWN);
  }
  return value;
}

/** A complete, existing date in range -> 'yyyy-MM-dd'; otherwise the raw text ('12/0'). */
function dateValue(mask: MaskInstance): string | undefined {
  const date: unknown = mask.typedValue;
  if (date instanceof Date && isValid(date)) return format(date, STORED);
  return mask.value === '' ? undefined : mask.value;
}

function yearsOption(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * A date typed as dd/mm/yyyy and stored as 'yyyy-MM-dd'. The range is today minus
 * `ui:options.yearsBack` (default 120) to today plus `ui:options.yearsAhead` (default 0).
 */
export function DateWidget(props: WidgetProps) {
  const yearsBack = yearsOption(props.options.yearsBack, DEFAULT_YEARS_BACK);
  const yearsAhead = yearsOption(props.options.yearsAhead, DEFAULT_YEARS_AHEAD);
  const mask = useMemo(() => {
    const today = startOfDay(new Date());
    return dateMask(subYears(today, yearsBack), addYears(today, yearsAhead));
  }, [yearsBack, yearsAhead]);
  return (
    <MaskedInput
      {...props}
      placeholder={props.placeholder || 'dd/mm/yyyy'}
      mask={mask}
      toText={dateText}
      toValue={dateValue}
    />
  );
}
