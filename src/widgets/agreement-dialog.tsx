/**
 * An agreement a consent links to, read in a dialog over the form: the applicant stays on the
 * page, focus moves into the dialog and back to the link on closing (Escape, the close button or
 * Close). The document counts as opened once its text is shown; if it cannot be shown here, the
 * dialog says so and offers it in a new tab, and opening it there counts too.
 */
import { Box, Button, Link, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Dialog } from './later/dialog';
import { TitledDialog } from './later/titled-dialog';
import { useEffect, useRef, useState } from 'react';
import { agreementContent, type AgreementContent } from './agreement-content';

export interface AgreementLink {
  label: string;
  href: string;
}

export interface AgreementDialogProps {
  /** The agreement to show; null: the dialog is closed. */
  link: AgreementLink | null;
  read: (href: string, signal: AbortSignal) => Promise<string>;
  /** The catalogue's text for a key. */
  text: (key: string) => string;
  /** The applicant has the agreement in front of them. */
  onOpened: (link: AgreementLink) => void;
  onClose: () => void;
}

type Reading = { status: 'loading' } | { status: 'shown'; content: AgreementContent } | { status: 'failed' };

/** How the document's own elements look inside the dialog. */
const documentStyles = {
  '& p, & ul, & ol, & dl, & table, & blockquote': { marginBottom: '3' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '5', marginBottom: '2' },
  '& h4, & h5, & h6': { fontWeight: 'semibold', marginTop: '4', marginBottom: '1' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '5' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '5' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& th, & td': { borderWidth: '1px', padding: '2', textAlign: 'start' },
};

export function AgreementDialog({ link, read, text, onOpened, onClose }: AgreementDialogProps) {
  const [reading, setReading] = useState<Reading>({ status: 'loading' });
  const body = useRef<HTMLDivElement>(null);
  // The latest callback, without reading the document again when the consent re-renders.
  const opened = useRef(onOpened);
  useEffect(() => {
    opened.current = onOpened;
  });

  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    setReading({ status: 'loading' });
    read(link.href, controller.signal).then(
      (html) => {
        if (controller.signal.aborted) return;
        setReading({ status: 'shown', content: agreementContent(html) });
        opened.current(link);
      },
      () => {
        if (!controller.signal.aborted) setReading({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [link, read]);

  const title = (reading.status === 'shown' && reading.content.title) || link?.label;
  // Mounted closed, then opened: the consent mounts this dialog only when a link is first read,
  // and a dialog mounted already open under React's StrictMode (development) never shows.
  // Closing stays immediate.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <TitledDialog
      open={mounted && link !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      // The reading starts at the document: arrow keys scroll it, a screen reader reads on from there.
      initialFocusEl={() => body.current}
      title={title}
      closeLabel="Close"
    >
      {/* A region that scrolls takes focus, so the keyboard can scroll it too. */}
      <Dialog.Body ref={body} tabIndex={0} aria-busy={reading.status === 'loading'}>
        {reading.status === 'loading' && (
          <Box display="flex" justifyContent="center" py="8">
            <Spinner size="lg" color="brand.solid" aria-hidden />
            <VisuallyHidden>{link?.label}</VisuallyHidden>
          </Box>
        )}
        {reading.status === 'shown' && <Box css={documentStyles}>{reading.content.body}</Box>}
        {reading.status === 'failed' && link && (
          <Text role="alert">
            {text('agreementUnavailable')}{' '}
            <Link href={link.href} target="_blank" rel="noopener noreferrer" textDecoration="underline" color="brand.fg" onClick={() => onOpened(link)}>
              {link.label}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button colorPalette="brand">Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </TitledDialog>
  );
}
