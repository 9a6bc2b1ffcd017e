/**
 * The portal's dialogs in one frame: the backdrop, the centred content with its title, and the
 * footer's pair of actions (a way out and the action, which shows it is busy and keeps the way
 * out from racing it). Each dialog supplies only its body and what its buttons do.
 */
import { Button, CloseButton, Portal, type DialogContentProps, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

export interface TitledDialogProps extends Omit<DialogRootProps, 'children'> {
  title: ReactNode;
  /** The content box's own props: a form dialog passes `as="form"` and `onSubmit`. */
  contentProps?: DialogContentProps;
  /** Shows a close button in the corner, with this accessible name. */
  closeLabel?: string;
  /** The body and footer. */
  children: ReactNode;
}

export function TitledDialog({ title, contentProps, closeLabel, children, ...root }: TitledDialogProps) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface DialogActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  actionLabel: string;
  /** Absent for a form dialog: the action submits the form. */
  onAction?: () => void;
  busy: boolean;
  /** `red` for an action that cannot be undone. */
  actionPalette?: 'brand' | 'red';
}

/** A way out and the action; on a narrow screen the action sits on top, full width. */
export function DialogActions({ cancelLabel, onCancel, actionLabel, onAction, busy, actionPalette = 'brand' }: DialogActionsProps) {
  return (
    <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems={{ base: 'stretch', sm: 'center' }}>
      <Button variant="outline" type="button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button colorPalette={actionPalette} type={onAction ? 'button' : 'submit'} onClick={onAction} loading={busy}>
        {actionLabel}
      </Button>
    </Dialog.Footer>
  );
}
