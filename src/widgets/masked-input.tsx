import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { obscureText } from '../engine/personal/obscure-text';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './field-aria';
import { autocompleteFor } from './autocomplete-for';
import { fieldClass } from './templates/field-classes';
import { useMask, type MaskInstance, type MaskOptions } from './use-mask';

export type { MaskInstance, MaskOptions };

export interface MaskedInputProps extends WidgetProps {
  /** The IMask options; keep the object stable (module constant or memoised). */
  mask: MaskOptions;
  /** Stored value -> the text typed into the mask when the value arrives from outside. */
  toText: (value: unknown) => string;
  /** Mask state -> stored value, passed to onChange (undefined when empty). */
  toValue: (mask: MaskInstance) => unknown;
  /**
   * Typed text -> stored value, while the mask has not come. A widget that gives it lets the mask
   * library come once the applicant starts on the page (use-mask.ts); one that does not asks for
   * it as the field mounts.
   */
  fromText?: (text: string) => unknown;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel';
  defaultAutocomplete?: string;
  /** Decoration inside the input's start, e.g. '$'. */
  startElement?: ReactNode;
  /** Decoration inside the input's end, e.g. '%'. */
  endElement?: ReactNode;
}

/** `toText` for values kept as digits (strings, or numbers for money). */
export function digitsText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** `fromText` for values kept as digits: the digits typed, undefined when none. */
export function typedDigits(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : digits;
}

const isFilled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** `toValue` for values kept as the mask's digits: the unmasked text, undefined when empty. */
export function unmaskedDigits(mask: MaskInstance): string | undefined {
  return mask.unmaskedValue === '' ? undefined : mask.unmaskedValue;
}

const NOT_SYNCED = Symbol('not-synced');

/**
 * The plumbing every masked widget shares: an input (styled as Chakra's) driven by IMask, an
 * onChange that fires only when the stored value changes, values arriving from outside pushed into
 * the mask, and `ui:options.maskLast` (show only the last n characters while the field is not focused).
 */
export function MaskedInput(props: MaskedInputProps) {
  const {
    id,
    htmlName,
    value,
    onChange,
    onBlur,
    onFocus,
    options,
    disabled,
    readonly,
    required,
    autofocus,
    placeholder,
    mask,
    toText,
    toValue,
    fromText,
    inputMode = 'numeric',
    type = 'text',
    defaultAutocomplete,
    startElement,
    endElement,
  } = props;
  const maskLast = typeof options.maskLast === 'number' && options.maskLast >= 0 ? options.maskLast : undefined;

  // Latest props for the mask's event handlers, which are bound once.
  const latest = useRef({ value, onChange, toValue, maskLast });
  useLayoutEffect(() => {
    latest.current = { value, onChange, toValue, maskLast };
  });
  // The stored value the mask currently shows (emitted by it or pushed into it).
  const synced = useRef<unknown>(NOT_SYNCED);

  // Stores a value the input now shows, when it differs from the stored one.
  const store = useCallback((next: unknown) => {
    if (next === latest.current.value) return;
    synced.current = next;
    latest.current.onChange(next);
  }, []);
  const handleAccept = useCallback((instance: MaskInstance) => store(latest.current.toValue(instance)), [store]);

  const deferred = fromText !== undefined && !isFilled(value) && maskLast === undefined;
  // `attached` re-runs the effects below once the mask is bound, so they act on it.
  const { ref, maskRef, attached, requestMask } = useMask(mask, handleAccept, deferred);

  const obscureIfBlurred = useCallback(() => {
    const el = ref.current;
    const instance = maskRef.current;
    const visible = latest.current.maskLast;
    if (!el || !instance || visible === undefined || el.ownerDocument.activeElement === el) return;
    el.value = obscureText(instance.value, visible);
  }, [ref, maskRef]);

  // A remounted component (React's StrictMode does this in development) gets a new mask: push the
  // value into it again.
  useEffect(
    () => () => {
      synced.current = NOT_SYNCED;
    },
    [],
  );

  // A value from outside (initial data, a reset, a server correction) goes into the mask; before
  // the mask has come, into the input, where the mask takes it up.
  useEffect(() => {
    const instance = maskRef.current;
    if (value === synced.current) return;
    if (!instance) {
      const el = ref.current;
      // A value shown in part waits for the mask, which hides the rest.
      if (el && maskLast === undefined && el.ownerDocument.activeElement !== el) {
        el.value = toText(value);
        synced.current = value;
        if (isFilled(value)) requestMask();
      }
      return;
    }
    synced.current = value;
    if (toValue(instance) !== value) instance.value = toText(value);
    obscureIfBlurred();
  }, [value, ref, maskRef, attached, requestMask, maskLast, toText, toValue, obscureIfBlurred]);

  // maskLast: obscure on blur, reveal on focus. The blur listener is added after IMask's own, so
  // IMask has committed the typed value before the text is replaced; the focus listener captures,
  // so the full text is back before IMask places the cursor.
  useEffect(() => {
    const el = ref.current;
    if (!el || maskLast === undefined) return;
    const reveal = () => maskRef.current?.updateControl();
    el.addEventListener('blur', obscureIfBlurred);
    el.addEventListener('focus', reveal, true);
    obscureIfBlurred();
    return () => {
      el.removeEventListener('blur', obscureIfBlurred);
      el.removeEventListener('focus', reveal, true);
      reveal();
    };
  }, [ref, maskRef, attached, maskLast, obscureIfBlurred]);

  const currentValue = () => (maskRef.current ? toValue(maskRef.current) : fromText && ref.current ? fromText(ref.current.value) : value);

  // Before the mask has come, what is typed is stored as the widget reads it (fromText).
  const storeTyped = () => {
    if (!maskRef.current && fromText && ref.current) store(fromText(ref.current.value));
  };

  const control = {
    ref,
    id,
    name: htmlName || id,
    type,
    inputMode,
    autoComplete: autocompleteFor(options, defaultAutocomplete),
    placeholder: placeholder || undefined,
    disabled,
    // A value shown in part is not edited until the mask that hides the rest is bound.
    readOnly: readonly || (maskLast !== undefined && !attached),
    onInput: storeTyped,
    required,
    autoFocus: autofocus,
    onBlur: () => onBlur(id, currentValue()),
    onFocus: () => onFocus(id, currentValue()),
    ...fieldAria(props),
  };
  if (!startElement && !endElement) return <input className={fieldClass.input} {...control} />;
  // InputGroup pads a Chakra Input for its decorations.
  return (
    <InputGroup startElement={startElement} endElement={endElement}>
      <Input {...control} />
    </InputGroup>
  );
}
