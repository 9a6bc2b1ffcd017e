/**
 * The applicant withdraws their application from the account menu (spec 01 section 4,
 * CUSTOMER_WITHDRAWN), after saying so in a dialog; the product root then shows the withdrawn
 * page. Offered only while the journey's lifecycle allows the move from the current status.
 */
import { Text } from '@chakra-ui/react';
import { Dialog } from '../../widgets/later/dialog';
import { DialogActions, TitledDialog } from '../../widgets/later/titled-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { productRoot } from '../../engine/journey/site-paths';
import type { ApplicationRecord } from '../api/application.types';
import { applicationKeys, withdrawApplication } from '../api/applications';
import { FailureAlert } from '../errors/failure-alert';

export function WithdrawDialog({ application, onClose }: { application: ApplicationRecord; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setError(null);
    try {
      await withdrawApplication(application.id);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      onClose();
      void navigate(productRoot(application.product), { replace: true });
    } catch {
      setError('We could not withdraw your application just now. Please try again, or call us.');
      setBusy(false);
    }
  }

  return (
    <TitledDialog
      open
      onOpenChange={(d) => !d.open && onClose()}
      placement="center"
      role="alertdialog"
      title="Withdraw your application?"
      contentProps={{ mx: '4' }}
    >
      <Dialog.Body display="flex" flexDirection="column" gap="3">
        <Text>We will stop working on it and it cannot be continued. You can apply again later.</Text>
        <FailureAlert message={error} />
      </Dialog.Body>
      <DialogActions
        cancelLabel="Keep My Application"
        onCancel={onClose}
        actionLabel="Withdraw Application"
        onAction={() => void withdraw()}
        busy={busy}
        actionPalette="red"
      />
    </TitledDialog>
  );
}
