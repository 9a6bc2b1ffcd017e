/**
 * Confirm information (spec 02 section 2): what the borrower told us last time, as cards (one per
 * step the journey's `edits` names), each with Edit opening that step's form in a dialog. Confirm
 * checks every card and the step's own condition (every address complete), then moves on; Back
 * leads to the customer portal. A card whose answers need attention says so.
 */
import { Alert, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStepComplete, nextStep } from '../../engine/graph/step-graph';
import { prepareData } from '../../engine/validation/prepare-data';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { summariseStep } from '../../engine/review/summarise-step';
import { AnswerList } from '../review-submit/answer-list';
import type { ScreenProps } from '../screen-props';
import { StepHeading } from '../step-heading';
import { goHome } from '../go-home';

export interface ConfirmInformationProps {
  cards: { title: string; step: string }[];
  /** Said when the step's own condition (completeWhen) fails, e.g. an address lacks its street. */
  incompleteMessage: string;
  /** Said on a card whose step is not complete. */
  cardIncompleteMessage: string;
}

export const confirmInformationPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cards', 'incompleteMessage', 'cardIncompleteMessage'],
  properties: {
    cards: {
      type: 'array',
      minItems: 1,
      description: 'A card per step this step edits, in order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'step'],
        properties: { title: { type: 'string', minLength: 1 }, step: { type: 'string', description: 'The id of a form step named in `edits`.' } },
      },
    },
    incompleteMessage: { type: 'string', minLength: 1 },
    cardIncompleteMessage: { type: 'string', minLength: 1 },
  },
} as const;

export function ConfirmInformation({ journey, step, application, records, support, services, props }: ScreenProps<ConfirmInformationProps>) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ stepId: string; title: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);
  if (!application) return null;
  const product = journey.journey.product;
  const incomplete = new Set(props.cards.filter((card) => !isStepComplete(journey, journey.step(card.step), application.data, records)).map((c) => c.step));
  const condition = journey.completionTest(step.id);
  const conditionFails = Boolean(condition && !condition(prepareData(application.data)));
  const { StepEditor } = services;

  async function confirm() {
    setAttempted(true);
    setMoveFailed(false);
    if (incomplete.size > 0 || conditionFails) return;
    const next = nextStep(journey, step.id, application!.data);
    setMoving(true);
    try {
      if (next) await services.moveToStage(next.stage);
      navigate(next ? stepUrl(product, next.route) : productRoot(product));
    } catch {
      setMoveFailed(true);
    } finally {
      setMoving(false);
    }
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title ?? 'Confirm your information'} subtitle={step.subtitle} />
      {attempted && (incomplete.size > 0 || conditionFails || moveFailed) && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {moveFailed
                ? 'We could not save your confirmation just now. Please try again.'
                : conditionFails
                  ? props.incompleteMessage
                  : props.cardIncompleteMessage}
            </Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {props.cards.map((card) => (
        <Card.Root key={card.step} variant="outline" as="section" aria-labelledby={`card-${card.step}`}>
          <Card.Header display="flex" flexDirection="row" justifyContent="space-between" alignItems="center" px={{ base: '4', md: '6' }}>
            <Heading as="h2" size="lg" id={`card-${card.step}`}>
              {card.title}
            </Heading>
            <Button
              variant="plain"
              color="brand.fg"
              textDecoration="underline"
              onClick={() => setEditing({ stepId: card.step, title: card.title })}
              aria-label={`Edit ${card.title}`}
            >
              Edit
            </Button>
          </Card.Header>
          <Card.Body pt="0" px={{ base: '4', md: '6' }}>
            {incomplete.has(card.step) && (
              <Text color="fg.error" fontWeight="semibold" mb="3">
                {props.cardIncompleteMessage}
              </Text>
            )}
            <AnswerList groups={summariseStep(journey, card.step, application.data)} />
          </Card.Body>
        </Card.Root>
      ))}
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        <Button variant="outline" onClick={() => goHome(support.homeUrl, navigate)}>
          Back
        </Button>
        <Button colorPalette="brand" size="lg" loading={moving} onClick={() => void confirm()}>
          Confirm
        </Button>
      </Flex>
      {editing && <StepEditor stepId={editing.stepId} title={`Edit ${editing.title}`} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
