/**
 * What the offer pages (the approved offer's customiser, the conditional approval's documents)
 * share around their content: one model for the page's life that loads the application's
 * decision and loads it again when staff change it (a new version), and the states before there
 * is anything to show: loading, a load that failed, an approval with nothing to offer yet.
 */
import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Subscribable } from '../engine/subscribable/subscribable';
import { StepHeading } from './step-heading';

/** A page's model: loads once started (answering how to stop), again for a newer application version. */
export interface DecisionPageModel<Snapshot extends { status: string }> extends Subscribable<Snapshot> {
  start(): () => void;
  showVersion(version: number | undefined): void;
}

/** One model for the page's life (the services reach the same application whatever its version), and its latest snapshot. */
export function useDecisionPage<Model extends DecisionPageModel<{ status: string }>>(
  create: () => Model,
  version: number | undefined,
): [Model, ReturnType<Model['getSnapshot']>] {
  const [model] = useState(create);
  useEffect(() => model.start(), [model]);
  useEffect(() => model.showVersion(version), [model, version]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot) as ReturnType<Model['getSnapshot']>;
  return [model, snapshot];
}

interface OfferFrameProps<Shown> {
  status: string;
  /** What the page shows once loaded, if the decision has it (an offer, a conditional approval). */
  shown: Shown | undefined;
  step: { title?: string; subtitle?: string };
  texts: { loadFailed: string; loading: string };
  children: (shown: Shown) => ReactNode;
}

export function OfferFrame<Shown>({ status, shown, step, texts, children }: OfferFrameProps<Shown>) {
  if (status === 'loadFailed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{texts.loadFailed}</Alert.Title>
      </Alert.Root>
    );
  }
  if (status === 'loading') return <Spinner aria-label={texts.loading} />;
  if (shown === undefined) return <OfferNotReady title={step.title} subtitle={step.subtitle} />;
  return children(shown);
}

/** An approval without an offer to show (the lender set the status by hand): say so, never spin. */
function OfferNotReady({ title, subtitle }: { title?: string; subtitle?: string }) {
  return (
    <Stack gap="6">
      <StepHeading title={title} subtitle={subtitle} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Your offer is being prepared. We'll e-mail you when it's ready; call us if you have any questions.</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}

interface OfferActionProps {
  /** What went wrong with the action last, said above it. */
  problem?: string;
  busy: boolean;
  disabled: boolean;
  onAct(): void;
  children: ReactNode;
}

/** The page's one action (accept the offer, submit the documents) with what went wrong above it: full width on a phone, in a stack or a box alike. */
export function OfferAction({ problem, busy, disabled, onAct, children }: OfferActionProps) {
  return (
    <Stack gap="3">
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        size="lg"
        w={{ base: 'full', sm: 'auto' }}
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        loading={busy}
        disabled={disabled}
        onClick={onAct}
      >
        {children}
      </Button>
    </Stack>
  );
}
