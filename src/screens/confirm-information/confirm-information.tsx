/**
 * Confirm information (spec 02 section 2): what the borrower told us last time, as cards (one per
 * step the journey's `edits` names), each with Edit opening that step's form in a dialog. Confirm
 * checks every card, the step's own condition and the application's addresses as the server reads
 * them (spec 01 section 7: which address misses which parts, said under the step's
 * incompleteMessage), then moves on; Back leads to the customer portal. A card whose answers need
 * attention says so.
 */
import { Alert, Button, Flex, List, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isStepComplete } from '../../engine/graph/step-graph';
import { useContinue } from '../use-continue';
import { prepareData } from '../../engine/validation/prepare-data';
import { AnswerCards } from '../review-submit/answer-cards';
import type { ScreenProps } from '../screen-props';
import { Type, type Static } from '../../engine/contract/named';
import { StepHeading } from '../step-heading';
import { goHome } from '../go-home';
import { getAt } from '../../engine/json-pointer';
import { OwnershipTable, type OwnershipRow } from './ownership-table';
import { useMissingAddresses } from './use-missing-addresses';
import { messageText } from '../../engine/validation/messages';

type Person = { firstName?: string; lastName?: string; percentOwnership?: string };

/** The primary owner, then every co-owner, each with the pointer of their share. */
function ownershipRows(data: unknown, at: { owners: string; coOwners: string }): OwnershipRow[] {
  const list = (pointer: string) => (getAt(data, pointer) as Person[] | undefined) ?? [];
  const row = (person: Person, pointer: string, primary: boolean): OwnershipRow => ({
    pointer: `${pointer}/percentOwnership`,
    name: [person.firstName, person.lastName].filter(Boolean).join(' ') || 'Owner',
    percent: person.percentOwnership ?? '',
    primary,
  });
  const [primary] = list(at.owners);
  return [...(primary ? [row(primary, `${at.owners}/0`, true)] : []), ...list(at.coOwners).map((p, i) => row(p, `${at.coOwners}/${i}`, false))];
}

const jsonPointer = (description: string) => Type.String({ pattern: '^(/[^/]+)+$', description });

export const confirmInformationPropsSchema = Type.Object(
  {
    cards: Type.Array(
      Type.Object(
        { title: Type.String({ minLength: 1 }), step: Type.String({ description: 'The id of a form step named in `edits`.' }) },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'A card per step this step edits, in order.' },
    ),
    /** Said when the step's own condition (completeWhen) fails or an address misses a required part, above which address misses what. */
    incompleteMessage: Type.String({ minLength: 1 }),
    /** Said on a card whose step is not complete. */
    cardIncompleteMessage: Type.String({ minLength: 1 }),
    ownership: Type.Optional(
      Type.Object(
        {
          owners: jsonPointer('JSON Pointer of the owners list; the first is the primary owner.'),
          coOwners: jsonPointer('JSON Pointer of the co-owners list.'),
          step: Type.String({ description: "The step whose dialog shows the co-owners' details." }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type ConfirmInformationProps = Static<typeof confirmInformationPropsSchema>;

export function ConfirmInformation({
  journey,
  step,
  application,
  records,
  support,
  services,
  props,
}: ScreenProps<ConfirmInformationProps, 'StepEditor' | 'moveToStage' | 'saveAnswers' | 'applicationAddresses'>) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ stepId: string; title: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const { moving, moveFailed, continueFrom } = useContinue(journey, step, services.moveToStage);
  const addresses = useMissingAddresses(application, services.applicationAddresses, journey.catalogue);
  if (!application) return null;
  const incomplete = new Set(props.cards.filter((card) => !isStepComplete(journey, journey.step(card.step), application.data, records)).map((c) => c.step));
  const condition = journey.completionTest(step.id);
  const conditionFails = Boolean(condition && !condition(prepareData(application.data)));
  // Both checks must pass: the journey's condition on the answers, and the server's reading of the saved addresses.
  const addressesIncomplete = conditionFails || addresses.lines.length > 0;
  const { StepEditor } = services;

  async function confirm() {
    setAttempted(true);
    if (addresses.failed) return addresses.retry();
    if (!addresses.checked || incomplete.size > 0 || addressesIncomplete) return;
    await continueFrom(application!.data);
  }

  return (
    <Stack gap="6">
      <StepHeading title={step.title ?? 'Confirm your information'} subtitle={step.subtitle} />
      {(addresses.failed || (attempted && (incomplete.size > 0 || addressesIncomplete || moveFailed))) && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {moveFailed
                ? 'We could not save your confirmation just now. Please try again.'
                : addresses.failed
                  ? messageText(journey.catalogue, 'addressesCheckFailed')
                  : addressesIncomplete
                    ? props.incompleteMessage
                    : props.cardIncompleteMessage}
            </Alert.Title>
            {!moveFailed && !addresses.failed && addresses.lines.length > 0 && (
              <Alert.Description>
                <List.Root ps="4" gap="1">
                  {addresses.lines.map((line) => (
                    <List.Item key={line.ownerId}>{line.text}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <AnswerCards
        journey={journey}
        cards={props.cards}
        document={application.data}
        noticeOf={(card) => (incomplete.has(card.step) ? props.cardIncompleteMessage : undefined)}
        onEdit={(card) => setEditing({ stepId: card.step, title: card.title })}
      />
      {props.ownership && (
        <OwnershipTable
          rows={ownershipRows(application.data, props.ownership)}
          maxTotal={journey.journey.limits.maxTotalOwnership}
          onSave={async (pointer, percent) => {
            const exists = getAt(application.data, pointer) !== undefined;
            await services.saveAnswers([{ op: exists ? 'replace' : 'add', path: pointer, value: percent }]);
          }}
          onOpenOwner={() => {
            const card = props.cards.find((c) => c.step === props.ownership!.step);
            setEditing({ stepId: props.ownership!.step, title: card?.title ?? props.ownership!.step });
          }}
        />
      )}
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
        <Button variant="outline" onClick={() => goHome(support.homeUrl, navigate)}>
          Back
        </Button>
        <Button colorPalette="brand" size="lg" loading={moving || addresses.checking} onClick={() => void confirm()}>
          Confirm
        </Button>
      </Flex>
      {editing && <StepEditor stepId={editing.stepId} title={`Edit ${editing.title}`} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
