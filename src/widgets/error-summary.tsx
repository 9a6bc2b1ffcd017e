import type { MouseEvent } from 'react';
import { Alert, Link, List } from '@chakra-ui/react';

export interface ErrorSummaryItem {
  /** The id of the field's control (RJSF's id, e.g. 'root_owners_0_firstName'). */
  fieldId: string;
  label: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Moves focus to the field: the element itself when it takes focus, else its first control. */
function focusField(fieldId: string) {
  const element = document.getElementById(fieldId);
  if (!element) return;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? element).scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/** The list of a step's errors above the form; each links to (and focuses) its field. */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const handleClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <Alert.Root status='error' role='alert' alignItems='flex-start'>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Please fix the following:</Alert.Title>
        <Alert.Description>
          <List.Root ps='5' mt='1'>
            {errors.map(({ fieldId, label, message }, index) => (
              <List.Item key={`${fieldId}-${index}`}>
                <Link href={`#${fieldId}`} color='inherit' textDecoration='underline' onClick={handleClick(fieldId)}>
                  {label ? `${label}: ${message}` : message}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
