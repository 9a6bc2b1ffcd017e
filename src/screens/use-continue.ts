/**
 * A screen step's Continue: the application moves to the next step's stage on the server (which
 * checks every step before it), then the browser follows; a refusal or a lost connection leaves
 * the applicant where they are, told so.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { nextStep } from '../engine/graph/step-graph';
import type { CompiledJourney } from '../engine/journey/compiled-journey';
import type { JourneyStep } from '../engine/journey/journey.types';
import { productRoot, stepUrl } from '../engine/journey/site-paths';

export function useContinue(journey: CompiledJourney, step: JourneyStep, moveToStage: (stage: string) => Promise<void>) {
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const [moveFailed, setMoveFailed] = useState(false);
  const product = journey.journey.product;

  async function continueFrom(data: unknown) {
    const next = nextStep(journey, step.id, data);
    setMoving(true);
    setMoveFailed(false);
    try {
      if (next) await moveToStage(next.stage);
      void navigate(next ? stepUrl(product, next.route) : productRoot(product));
    } catch {
      setMoveFailed(true);
    } finally {
      setMoving(false);
    }
  }

  return { moving, moveFailed, continueFrom };
}
