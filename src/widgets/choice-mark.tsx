/**
 * A radio or checkbox as the browser's own input, visually hidden, with Chakra's mark drawn
 * beside it. The input keeps what a browser gives a native control (arrow keys between radios,
 * Space to tick, the label's click, form semantics, screen readers); Chakra's RadioGroup and
 * Checkbox would bring a state machine each to the first page to do the same.
 */
import { chakra, Checkmark, Radiomark } from '@chakra-ui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'disabled' | 'readOnly' | 'size'>;

export interface ChoiceMarkProps extends InputProps {
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  /** Ticking does nothing; the input stays focusable (a radio group says so on the group). */
  readOnly?: boolean;
  invalid?: boolean;
  /** The text beside the mark, part of the label; none when the input is labelled elsewhere. */
  children?: ReactNode;
}

// The hidden input's keyboard focus is shown on the mark that stands for it.
const focusOnMark = {
  '& input:focus-visible + [data-mark]': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
};

export function ChoiceMark({ type, checked, disabled, readOnly, invalid, children, onChange, onClick, ...input }: ChoiceMarkProps) {
  const Mark = type === 'radio' ? Radiomark : Checkmark;
  return (
    <chakra.label
      display="inline-flex"
      alignItems="flex-start"
      gap="2.5"
      textStyle="sm"
      fontWeight="medium"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      data-disabled={disabled || undefined}
      css={focusOnMark}
    >
      <chakra.input
        {...input}
        type={type}
        srOnly
        checked={checked}
        disabled={disabled}
        aria-readonly={(type === 'checkbox' && readOnly) || undefined}
        onClick={(event) => {
          if (readOnly) event.preventDefault();
          onClick?.(event);
        }}
        onChange={(event) => {
          if (!readOnly) onChange?.(event);
        }}
      />
      <Mark data-mark="" aria-hidden checked={checked} disabled={disabled} data-invalid={invalid || undefined} size="md" flexShrink={0} />
      {children !== undefined && <chakra.span opacity={disabled ? 0.5 : undefined}>{children}</chakra.span>}
    </chakra.label>
  );
}
