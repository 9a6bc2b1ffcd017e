/**
 * Review and submit (spec 01 section 2): a card per step the journey lists, with the answers of
 * the path taken, each with an Edit link opening the step's form; then submit.
 */
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { Alert, Button, Flex, Link, List, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { answeredSteps, previousStep } from '../../engine/graph/step-graph';
import type { ScreenProps, SubmitOutcome } from '../screen-props';
import { AnswerCard } from './answer-card';
import { StepHeading } from '../step-heading';

export interface ReviewSubmitProps {
  cards: { title: string; step: string }[];
}

export const reviewSubmitPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cards'],
  properties: {
    cards: {
      type: 'array',
      minItems: 1,
      description: "A card per step, in order; a step off the applicant's path shows no card.",
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'step'],
        properties: { title: { type: 'string', minLength: 1 }, step: { type: 'string', description: 'The id of a form step.' } },
      },
    },
  },
} as const;

export function ReviewSubmit({ journey, step, application, services, props }: ScreenProps<ReviewSubmitProps, 'StepEditor' | 'submitApplication'>) {
  const navigate = useNavigate();
  const { cards } = props;
  const [editing, setEditing] = useState<{ stepId: string; title: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  const product = journey.journey.product;
  if (!application) return null;

  const taken = new Set(answeredSteps(journey, application.data).map((s) => s.id));
  const shown = cards.filter((card) => taken.has(card.step));
  // Back goes where the form steps' Back goes: the step before this one on the applicant's path.
  const previous = previousStep(journey, step.id, application.data);
  const { StepEditor } = services;

  async function submit() {
    setSubmitting(true);
    setRefusal(null);
    try {
      const outcome = await services.submitApplication();
      if (outcome.ok) void navigate(productRoot(product));
      else setRefusal(outcome);
    } catch (error) {
      console.error('Submitting the application failed', error);
      setRefusal({ ok: false, steps: [], message: 'We could not submit your application just now. Your answers are saved: please try again.' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title ?? 'Review and submit'} subtitle={step.subtitle} />
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.message}</Alert.Title>
            <Alert.Description>
              <List.Root mt="2">
                {refusal.steps.map((s) => (
                  <List.Item key={s.id}>
                    <Link asChild color="brand.fg">
                      <RouterLink to={stepUrl(product, s.route)}>{s.title}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {shown.map((card) => (
        <AnswerCard
          key={card.step}
          journey={journey}
          stepId={card.step}
          title={card.title}
          document={application.data}
          onEdit={() => setEditing({ stepId: card.step, title: card.title })}
        />
      ))}
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        {previous ? (
          <Button variant="outline" onClick={() => navigate(stepUrl(product, previous.route))}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button colorPalette="brand" size="lg" loading={submitting} onClick={() => void submit()}>
          Submit Application
        </Button>
      </Flex>
      {editing && <StepEditor stepId={editing.stepId} title={`Edit ${editing.title}`} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
