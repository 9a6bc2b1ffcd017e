import { useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Box, Checkbox, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria, hasFieldError } from './field-aria.ts';

export const CONSENT_READ_FIRST =
  'Please read all agreements by clicking the underlined links prior to accepting consent.';

export interface ConsentLink {
  label: string;
  href: string;
}

/** What a ticked consent stores; an unticked one stores undefined. */
export interface ConsentValue {
  type: string;
  /** When it was ticked, an ISO date-time. */
  timestamp: string;
  /** The hrefs of the agreements it covers. */
  links: string[];
}

function isConsentLink(link: unknown): link is ConsentLink {
  return (
    typeof link === 'object' &&
    link !== null &&
    typeof (link as ConsentLink).label === 'string' &&
    typeof (link as ConsentLink).href === 'string'
  );
}

function consentLinks(links: unknown): ConsentLink[] {
  return Array.isArray(links) ? links.filter(isConsentLink) : [];
}

/**
 * A consent checkbox. `ui:options`: `consentType`, `text` whose `{0}`, `{1}` ... placeholders become
 * the underlined `links` (opened in a new tab). The checkbox stays disabled until every link was
 * opened; clicking it earlier says so under it.
 */
export function ConsentWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const type = typeof options.consentType === 'string' ? options.consentType : '';
  const text = typeof options.text === 'string' ? options.text : '';
  const links = useMemo(() => consentLinks(options.links), [options.links]);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const [clickedEarly, setClickedEarly] = useState(false);

  const checked = typeof value === 'object' && value !== null;
  // A consent given earlier (restored from the application) may be withdrawn without re-reading.
  const ready = checked || links.every((_, index) => opened.has(index));
  const textId = `${id}__consent-text`;
  const hintId = `${id}__consent-hint`;
  const showHint = clickedEarly && !ready;

  const open = (index: number) =>
    setOpened((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));

  const label = useMemo(() => {
    const parts: ReactNode[] = [];
    text.split(/\{(\d+)\}/).forEach((part, i) => {
      if (i % 2 === 0) {
        if (part) parts.push(part);
        return;
      }
      const index = Number(part);
      const link = links[index];
      if (!link) return;
      parts.push(
        <Link
          key={`link-${index}`}
          href={link.href}
          target='_blank'
          rel='noopener noreferrer'
          textDecoration='underline'
          onClick={() => open(index)}
          onAuxClick={() => open(index)}
        >
          {link.label}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>,
      );
    });
    return parts;
  }, [text, links]);

  const onLink = (event: MouseEvent) => (event.target as Element).closest('a') !== null;
  const setChecked = (next: boolean) => {
    const consent: ConsentValue = { type, timestamp: new Date().toISOString(), links: links.map((l) => l.href) };
    onChange(next ? consent : undefined);
  };
  const handleClick = (event: MouseEvent) => {
    if (!ready && !onLink(event)) setClickedEarly(true);
  };
  // The text is the checkbox's label. It is not a <label> element: a click on a link inside a
  // label may toggle the control, and opening the last agreement must not tick the box.
  const handleTextClick = (event: MouseEvent) => {
    if (ready && !disabled && !readonly && !onLink(event)) setChecked(!checked);
  };

  const aria = fieldAria(props);
  const describedBy = [aria['aria-describedby'], showHint ? hintId : undefined].filter(Boolean).join(' ');

  return (
    <Box onClick={handleClick}>
      <HStack align='flex-start' gap='3'>
        <Checkbox.Root
          ids={{ hiddenInput: id }}
          checked={checked}
          disabled={!ready || disabled}
          readOnly={readonly}
          required={required}
          invalid={hasFieldError(props)}
          mt='0.5'
          onCheckedChange={(details) => setChecked(details.checked === true)}
        >
          <Checkbox.HiddenInput
            name={htmlName || id}
            {...aria}
            aria-labelledby={textId}
            aria-describedby={describedBy || undefined}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <Checkbox.Control />
        </Checkbox.Root>
        <Text id={textId} textStyle='sm' cursor={ready ? 'pointer' : undefined} onClick={handleTextClick}>
          {label}
        </Text>
      </HStack>
      {showHint && (
        <Text id={hintId} role='alert' color='fg.error' textStyle='sm' mt='1'>
          {CONSENT_READ_FIRST}
        </Text>
      )}
    </Box>
  );
}
