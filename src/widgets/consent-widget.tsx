import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Box, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { AgreementLink } from './agreement-dialog';
import { ChoiceMark } from './choice-mark';
import { fieldAria, hasFieldError } from './field-aria';
import { useFormServices } from './form-view';

// Opened when a link is read: the first step does not download the dialog.
const AgreementDialog = lazy(() => import('./agreement-dialog').then((m) => ({ default: m.AgreementDialog })));

/** What a ticked consent stores; an unticked one stores undefined. */
export interface ConsentValue {
  type: string;
  /** When it was ticked, an ISO date-time. */
  timestamp: string;
  /** The hrefs of the agreements it covers. */
  links: string[];
}

function isAgreementLink(link: unknown): link is AgreementLink {
  return typeof link === 'object' && link !== null && typeof (link as AgreementLink).label === 'string' && typeof (link as AgreementLink).href === 'string';
}

function agreementLinks(links: unknown): AgreementLink[] {
  return Array.isArray(links) ? links.filter(isAgreementLink) : [];
}

/** A click the browser would turn into a new tab or window (a modifier key, a middle click). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A consent checkbox (spec 02, 'Consent behaviour'). `ui:options`: `consentType`, `text` whose
 * `{0}`, `{1}` ... placeholders become the underlined `links`. The checkbox stays disabled until
 * every link was opened, and a hint beside it says so before anything is tapped; clicking it
 * earlier says so as an error. A link opens its agreement in a dialog over the form (the
 * applicant stays where they are); a link opened in a new tab with a modifier key or a middle
 * click counts as opened too, and so does every link where the app cannot show agreements.
 */
export function ConsentWidget(props: WidgetProps) {
  const { id, htmlName, value, options, required, disabled, readonly, onChange, onBlur, onFocus, registry } = props;
  const { readAgreement, text: catalogueText } = useFormServices(registry);
  const text = useCallback((key: string) => catalogueText?.(key) ?? key, [catalogueText]);
  const type = typeof options.consentType === 'string' ? options.consentType : '';
  const template = typeof options.text === 'string' ? options.text : '';
  const links = useMemo(() => agreementLinks(options.links), [options.links]);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [clickedEarly, setClickedEarly] = useState(false);
  const [reading, setReading] = useState<AgreementLink | null>(null);
  // Mounted from the first reading on, so closing it (focus back to the link) works as before.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (reading && !dialogMounted) setDialogMounted(true);

  const checked = typeof value === 'object' && value !== null;
  // A consent given earlier (restored from the application) may be withdrawn without re-reading.
  const ready = checked || links.every((link) => opened.has(link.href));
  const textId = `${id}__consent-text`;
  const hintId = `${id}__consent-hint`;

  const markOpened = useCallback((link: AgreementLink) => setOpened((previous) => (previous.has(link.href) ? previous : new Set(previous).add(link.href))), []);

  const label = useMemo(() => {
    const parts: ReactNode[] = [];
    template.split(/\{(\d+)\}/).forEach((part, i) => {
      if (i % 2 === 0) {
        if (part) parts.push(part);
        return;
      }
      const index = Number(part);
      const link = links[index];
      if (!link) return;
      const onClick = (event: MouseEvent) => {
        if (readAgreement && !opensElsewhere(event)) {
          event.preventDefault();
          setReading(link);
        } else {
          markOpened(link);
        }
      };
      parts.push(
        <Link
          key={`link-${index}`}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          textDecoration="underline"
          aria-haspopup={readAgreement ? 'dialog' : undefined}
          onClick={onClick}
          onAuxClick={() => markOpened(link)}
        >
          {link.label}
          {!readAgreement && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
        </Link>,
      );
    });
    return parts;
  }, [template, links, readAgreement, markOpened]);

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
  const describedBy = [aria['aria-describedby'], ready ? undefined : hintId].filter(Boolean).join(' ');

  return (
    <>
      <Box onClick={handleClick}>
        <HStack align="flex-start" gap="3">
          <ChoiceMark
            type="checkbox"
            id={id}
            name={htmlName || id}
            checked={checked}
            disabled={!ready || disabled}
            readOnly={readonly}
            required={required}
            invalid={hasFieldError(props)}
            {...aria}
            aria-labelledby={textId}
            aria-describedby={describedBy || undefined}
            onChange={(event) => setChecked(event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <Text id={textId} textStyle="sm" cursor={ready ? 'pointer' : undefined} onClick={handleTextClick}>
            {label}
          </Text>
        </HStack>
        {/* Before a tap the hint is a quiet note; a tap on the locked box makes it an error. */}
        {!ready &&
          (clickedEarly ? (
            <Text id={hintId} role="alert" color="fg.error" textStyle="sm" mt="1" ps="8">
              {text('consentLinksUnread')}
            </Text>
          ) : (
            <Text id={hintId} color="fg.muted" textStyle="sm" mt="1" ps="8">
              {text('consentReadHint')}
            </Text>
          ))}
      </Box>
      {/* Outside the box: a click in the dialog is not a click on the consent. */}
      {readAgreement && (reading || dialogMounted) && (
        <Suspense fallback={null}>
          <AgreementDialog link={reading} read={readAgreement} text={text} onOpened={markOpened} onClose={() => setReading(null)} />
        </Suspense>
      )}
    </>
  );
}
