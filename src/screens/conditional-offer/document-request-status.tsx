/** Where a requested document stands, as a badge, and a refusal's reason beneath it. */
import { Alert } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import type { DocumentRequestStatus } from '../../engine/documents/document-request-status';

export type TextOf = (key: string, params?: (string | number)[]) => string;

const BADGES: Record<DocumentRequestStatus, { key: string; palette: string }> = {
  outstanding: { key: 'documentStatusOutstanding', palette: 'gray' },
  received: { key: 'documentStatusReceived', palette: 'blue' },
  accepted: { key: 'documentStatusAccepted', palette: 'green' },
  refused: { key: 'documentStatusRefused', palette: 'red' },
};

export function DocumentStatusBadge({ status, text }: { status: DocumentRequestStatus; text: TextOf }) {
  const badge = BADGES[status];
  return (
    <Badge colorPalette={badge.palette} size="md" variant="subtle" flexShrink={0}>
      {text(badge.key)}
    </Badge>
  );
}

export function RefusalReason({ request, text }: { request: DocumentRequestView; text: TextOf }) {
  if (request.status !== 'refused') return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Description>{text('documentRefusedReason', [request.reason ?? ''])}</Alert.Description>
    </Alert.Root>
  );
}
