/**
 * The idle modal (spec 01 section 2, 'Shell'): 'Are you still here?' when a signed-in user has
 * been inactive, in every tab at once; no answer signs the user out. Before an application
 * exists, the text says the information entered will be cleared.
 */
import { Button, Text } from '@chakra-ui/react';
import { Dialog } from '../../widgets/later/dialog';
import { TitledDialog } from '../../widgets/later/titled-dialog';
import { useEffect, useRef, useState } from 'react';
import { useStableNavigate } from '../routes/use-stable-navigate';
import { logoutPath } from '../../engine/journey/site-paths';
import { createIdleTracker, type IdleTracker } from './idle-tracker';
import { idleDuration } from './idle-duration';
import { localStorageActivity } from './shared-activity';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export interface IdleModalProps {
  showAfterSeconds: number;
  signOutAfterSeconds: number;
  /** No application yet: what was entered is cleared on sign-out. */
  preApplication: boolean;
}

export function IdleModal({ showAfterSeconds, signOutAfterSeconds, preApplication }: IdleModalProps) {
  const [warning, setWarning] = useState(false);
  const tracker = useRef<IdleTracker | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);
  const navigate = useStableNavigate();

  useEffect(() => {
    const idle = createIdleTracker({
      showAfterMs: showAfterSeconds * 1000,
      signOutAfterMs: signOutAfterSeconds * 1000,
      shared: localStorageActivity(),
      onWarn: () => setWarning(true),
      onResume: () => setWarning(false),
      onTimeout: () => {
        setWarning(false);
        void navigate(logoutPath('/login?reason=idle'), { replace: true });
      },
    });
    tracker.current = idle;
    const onActivity = () => idle.activity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      idle.stop();
      tracker.current = null;
    };
  }, [showAfterSeconds, signOutAfterSeconds, navigate]);

  const stay = () => {
    tracker.current?.stay();
    setWarning(false);
  };

  return (
    <TitledDialog
      open={warning}
      onOpenChange={(details) => !details.open && stay()}
      role="alertdialog"
      closeOnInteractOutside={false}
      initialFocusEl={() => stayButton.current}
      placement="center"
      title="Are you still here?"
      contentProps={{ mx: '4' }}
    >
      <Dialog.Body>
        <Text>
          For your security you will be signed out within {idleDuration(signOutAfterSeconds)} if you don&apos;t respond.
          {preApplication && ' The information you have entered will be cleared.'}
        </Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={stayButton} colorPalette="brand" onClick={stay}>
          Stay Signed In
        </Button>
      </Dialog.Footer>
    </TitledDialog>
  );
}
