/**
 * Review and submit (spec 01 section 2): a card per step the journey lists, with the answers of
 * the path taken, each with an Edit link opening the step's form; then submit. Submitting and the
 * edit dialog are a model of their own (application-submission.ts).
 */
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { Alert, Button, Flex, Link, List, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Type, type Static } from '../../engine/contract/named';
import { answeredSteps, previousStep } from '../../engine/graph/step-graph';
import type { ScreenProps } from '../screen-props';
import { AnswerCards } from './answer-cards';
import { ApplicationSubmission } from './application-submission';
import { StepHeading } from '../step-heading';

/** The step's `screenProps` in the journey. */
export const reviewSubmitPropsSchema = Type.Object(
  {
    cards: Type.Array(
      Type.Object({ title: Type.String({ minLength: 1 }), step: Type.String({ description: 'The id of a form step.' }) }, { additionalProperties: false }),
      { minItems: 1, description: "A card per step, in order; a step off the applicant's path shows no card." },
    ),
  },
  { additionalProperties: false },
);

export type ReviewSubmitProps = Static<typeof reviewSubmitPropsSchema>;

export function ReviewSubmit({ journey, step, application, services, props }: ScreenProps<ReviewSubmitProps, 'StepEditor' | 'submitApplication'>) {
  const navigate = useNavigate();
  const product = journey.journey.product;
  const latest = useRef({ services, navigate, product });
  latest.current = { services, navigate, product };
  const [model] = useState(
    () =>
      new ApplicationSubmission({
        port: { submit: () => latest.current.services.submitApplication() },
        onSubmitted: () => void latest.current.navigate(productRoot(latest.current.product)),
      }),
  );
  useEffect(() => model.start(), [model]);
  const { editing, busy, refusal } = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  if (!application) return null;

  const taken = new Set(answeredSteps(journey, application.data).map((s) => s.id));
  const shown = props.cards.filter((card) => taken.has(card.step));
  // Back goes where the form steps' Back goes: the step before this one on the applicant's path.
  const previous = previousStep(journey, step.id, application.data);
  const { StepEditor } = services;

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
      <AnswerCards journey={journey} cards={shown} document={application.data} onEdit={(card) => model.edit(card.step, card.title)} />
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        {previous ? (
          <Button variant="outline" onClick={() => navigate(stepUrl(product, previous.route))}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void model.submit()}>
          Submit Application
        </Button>
      </Flex>
      {editing && <StepEditor stepId={editing.stepId} title={`Edit ${editing.title}`} onClose={() => model.closeEditor()} />}
    </Stack>
  );
}
