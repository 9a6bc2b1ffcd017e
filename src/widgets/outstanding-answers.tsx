/**
 * Beside a Save & Continue that waits for a valid form: what is still to answer or correct, each
 * a link that takes the applicant to the field. Without it the button only stays grey, and on a
 * phone the field in question can be screens away from it.
 */
import { memo, type MouseEvent } from 'react';
import { Box, Link, List, Text } from '@chakra-ui/react';
import { focusField } from './focus-field';

export interface OutstandingAnswer {
  /** The id of the field's control. */
  fieldId: string;
  label: string;
}

export interface OutstandingAnswersProps {
  id: string;
  /** What the list is ('To continue, please answer or correct:'). */
  heading: string;
  answers: readonly OutstandingAnswer[];
}

export const OutstandingAnswers = memo(function OutstandingAnswers({ id, heading, answers }: OutstandingAnswersProps) {
  if (answers.length === 0) return null;
  const handleClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusField(fieldId);
  };
  return (
    <Box id={id} borderWidth="1px" borderColor="border" borderRadius="md" bg="bg.subtle" px="4" py="3" textStyle="sm">
      <Text fontWeight="medium">{heading}</Text>
      <List.Root ps="5" mt="1" gap="1">
        {answers.map(({ fieldId, label }) => (
          <List.Item key={fieldId}>
            <Link href={`#${fieldId}`} color="brand.fg" textDecoration="underline" onClick={handleClick(fieldId)}>
              {label}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
