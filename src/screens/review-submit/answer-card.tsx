/**
 * A step's answers as a card with an Edit button (review and submit, confirm information): the
 * card is a section named by its heading; `notice` says what needs attention above the answers.
 */
import { Button, Heading, Text } from '@chakra-ui/react';
import { Card } from '../../widgets/later/card';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { summariseStep } from '../../engine/review/summarise-step';
import { AnswerList } from './answer-list';

interface Props {
  journey: CompiledJourney;
  stepId: string;
  title: string;
  document: unknown;
  onEdit(): void;
  notice?: string;
}

export function AnswerCard({ journey, stepId, title, document, onEdit, notice }: Props) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={`card-${stepId}`}>
      {/* On a phone the card sits inside the page's card: less padding leaves the answers room. */}
      <Card.Header display="flex" flexDirection="row" justifyContent="space-between" alignItems="center" px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg" id={`card-${stepId}`}>
          {title}
        </Heading>
        <Button variant="plain" color="brand.fg" textDecoration="underline" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      </Card.Header>
      <Card.Body pt="0" px={{ base: '4', md: '6' }}>
        {notice && (
          <Text color="fg.error" fontWeight="semibold" mb="3">
            {notice}
          </Text>
        )}
        <AnswerList groups={summariseStep(journey, stepId, document)} />
      </Card.Body>
    </Card.Root>
  );
}
