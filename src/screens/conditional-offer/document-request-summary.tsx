/** The conditional offer's requests in a list: title, whether a form comes with it, where it stands and why it was refused. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import { DocumentStatusBadge, RefusalReason, type TextOf } from './document-request-status';

export function DocumentRequestSummary({ requests, text }: { requests: readonly DocumentRequestView[]; text: TextOf }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={text('documentRequestsListLabel')}>
      {requests.map((request) => (
        <Stack as="li" key={request.type} gap="2" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
          <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
            <Box>
              <Text fontWeight="medium">{request.title}</Text>
              {request.template && (
                <Text fontSize="sm" color="fg.muted">
                  {text('documentHasTemplate')}
                </Text>
              )}
            </Box>
            <DocumentStatusBadge status={request.status} text={text} />
          </HStack>
          <RefusalReason request={request} text={text} />
        </Stack>
      ))}
    </Stack>
  );
}
