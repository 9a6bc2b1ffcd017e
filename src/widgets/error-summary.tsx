import type { MouseEvent } from 'react';
import { Alert, Link, List } from '@chakra-ui/react';
import { focusField } from './focus-field';

export interface ErrorSummaryItem {
  /** The id of the field's control (RJSF's id, e.g. 'root_owners_0_firstName'). */
  fieldId: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
}

/**
 * A summary line: the field's label, then its message after a dash. A colon would follow labels
 * that are questions ('How much would you like to borrow?: ...'); a dash reads well after any label.
 */
export function summaryLine(label: string, message: string): string {
  return label ? `${label} — ${message}` : message;
}

/** The list of a step's errors above the form; each links to (and focuses) its field. */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const handleClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Please fix the following:</Alert.Title>
        <Alert.Description>
          {/* Links a line apart are targets too close for a finger (WCAG 2.5.8): a gap between them. */}
          <List.Root ps="5" mt="1" gap="2">
            {errors.map(({ fieldId, label, message }, index) => (
              <List.Item key={`${fieldId}-${index}`}>
                <Link href={`#${fieldId}`} color="inherit" textDecoration="underline" onClick={handleClick(fieldId)}>
                  {summaryLine(label, message)}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
