/**
 * Where an additional owner has got to, as four steps in order: for the owner on their page, for
 * the applicant beside the signatures and for staff in the console.
 */
import { List, Text } from '@chakra-ui/react';
import type { OwnerProgress } from '../../engine/contract/owners.contract';

export function ownerProgressSteps(progress: OwnerProgress): { label: string; done: boolean }[] {
  return [
    { label: 'Invited', done: true },
    { label: 'Details confirmed', done: progress.detailsConfirmedAt !== null },
    { label: 'Identification uploaded', done: progress.documentsUploaded },
    { label: 'Signed', done: progress.signedAt !== null },
  ];
}

export function OwnerProgressList({ progress, label }: { progress: OwnerProgress; label: string }) {
  return (
    <List.Root as="ol" aria-label={label} listStyle="none" ms="0" gap="1">
      {ownerProgressSteps(progress).map((step) => (
        <List.Item key={step.label} display="flex" gap="2" alignItems="baseline">
          <Text as="span" aria-hidden fontWeight="bold" color={step.done ? 'green.700' : 'fg.muted'} minW="1.25em">
            {step.done ? '✓' : '○'}
          </Text>
          <Text as="span" color={step.done ? 'fg' : 'fg.muted'}>
            {step.label}
            <Text as="span" srOnly>
              {step.done ? ': done' : ': not yet'}
            </Text>
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
