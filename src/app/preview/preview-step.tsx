/**
 * One step in the live preview: a form step rendered by the same FormStep applicants see, on a
 * step session of its own (no application, no drafts, no saves), beside the sample application
 * it reads, what Save & Continue would refuse, and the application document its answers make.
 * Save & Continue, when the answers pass, writes them into the sample and goes where the journey's
 * transitions lead. A screen step is described (it needs an application from the server).
 */
import { Box, Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Code } from '../../widgets/later/code';
import { Textarea } from '../../widgets/later/textarea';
import { useMemo, useState } from 'react';
import { withoutClientIds } from '../../engine/binding/client-ids';
import { writeForm } from '../../engine/binding/form-binding';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import type { JourneyStep } from '../../engine/journey/journey.types';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import { StepSession } from '../../engine/step-session/step-session';
import type { StepSnapshot } from '../../engine/step-session/step-snapshot';
import { afterNextPaint } from '../steps/after-paint';
import { FormStep } from '../steps/form-step';
import { useStepSession, useStepState } from '../steps/use-step-session';

type Document = Record<string, unknown>;

export interface PreviewStepProps {
  cj: CompiledJourney;
  step: JourneyStep;
  records: readonly RuleRecord[];
  explained: string;
  document: Document;
  onDocument: (document: Document) => void;
  /** Save & Continue passed: the sample with the step's answers written in. */
  onContinued: (document: Document) => void;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title} borderWidth="1px" borderRadius="md" padding="3">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function SampleEditor({ document, onDocument }: Pick<PreviewStepProps, 'document' | 'onDocument'>) {
  const [text, setText] = useState(() => json(document));
  const [problem, setProblem] = useState<string>();
  function apply() {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return setProblem('The sample application must be a JSON object.');
      setProblem(undefined);
      onDocument(parsed as Document);
    } catch (error) {
      setProblem(`Not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return (
    <Panel title="Sample application">
      <Textarea aria-label="Sample application JSON" fontFamily="mono" fontSize="xs" rows={12} value={text} onChange={(e) => setText(e.target.value)} />
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
      <Button size="sm" alignSelf="start" onClick={apply}>
        Apply to the step
      </Button>
    </Panel>
  );
}

const selectJudged = (s: StepSnapshot) => s;

function SessionPanels({ session, step }: { session: StepSession; step: JourneyStep }) {
  const snapshot = useStepState(session, selectJudged);
  const bound = useMemo(() => writeForm(step, snapshot.document, withoutClientIds(snapshot.formData)), [step, snapshot.document, snapshot.formData]);
  return (
    <>
      <Panel title="Validation">
        {snapshot.completeErrors.length === 0 ? (
          <Text fontSize="sm">No errors: Save &amp; Continue would accept these answers.</Text>
        ) : (
          <List.Root fontSize="sm" gap="1" paddingStart="4">
            {snapshot.completeErrors.map((e) => (
              <List.Item key={`${e.path} ${e.key}`}>
                <Code>{e.path || '/'}</Code> {e.key}: {e.message}
              </List.Item>
            ))}
          </List.Root>
        )}
        {snapshot.hidden.length > 0 && <Text fontSize="sm">Hidden by their conditions: {snapshot.hidden.join(', ')}</Text>}
      </Panel>
      <Panel title="Bound application document">
        <Box as="pre" fontSize="xs" overflowX="auto" data-testid="bound-document">
          {json(bound)}
        </Box>
      </Panel>
    </>
  );
}

function Columns({ main, side }: { main: React.ReactNode; side: React.ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <Stack gap="6" minWidth="0">
        {main}
      </Stack>
      <Stack gap="4" minWidth="0">
        {side}
      </Stack>
    </Grid>
  );
}

function Explained({ text }: { text: string }) {
  return (
    <Panel title="journey explain">
      <Box as="pre" fontSize="xs" overflowX="auto" whiteSpace="pre-wrap">
        {text}
      </Box>
    </Panel>
  );
}

function PreviewForm({ cj, step, records, explained, document, onDocument, onContinued }: PreviewStepProps) {
  const session = useStepSession(() => new StepSession({ cj, step, records, document, schedule: afterNextPaint }));
  return (
    <Columns
      main={
        <FormStep
          cj={cj}
          step={step}
          document={document}
          records={records}
          session={session}
          onContinue={async (answers) => onContinued(writeForm(step, document, withoutClientIds(answers)))}
        />
      }
      side={
        <>
          <SampleEditor document={document} onDocument={onDocument} />
          <SessionPanels session={session} step={step} />
          <Explained text={explained} />
        </>
      }
    />
  );
}

export function PreviewStep(props: PreviewStepProps) {
  const { step, records, explained, document, onDocument } = props;
  // A new sample or a new version of the journey starts the step afresh.
  const version = useMemo(() => json([document, step, records]), [document, step, records]);
  if (step.form) return <PreviewForm key={version} {...props} />;
  return (
    <Columns
      main={
        <Panel title={`Screen: ${step.screen ?? 'none'}`}>
          <Text fontSize="sm">
            This step is a screen of the portal. It shows an application the server holds, so it is not rendered here; what the journey says of it is beside it.
          </Text>
        </Panel>
      }
      side={
        <>
          <SampleEditor key={version} document={document} onDocument={onDocument} />
          <Explained text={explained} />
        </>
      }
    />
  );
}
