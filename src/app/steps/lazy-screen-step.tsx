/**
 * A screen step, loaded when one is reached: the screens (statements, review, offers, checkout,
 * status pages) and what they call are a chunk of their own, so an applicant's first step, a
 * form, does not download them.
 */
import { Suspense } from 'react';
import { lazyNamed } from '../lazy/lazy-with-timeout';
import { Loading } from '../routes/loading';
import type { ScreenStepProps } from './screen-step';

const ScreenStep = lazyNamed(() => import('./screen-step'), 'ScreenStep');

export function LazyScreenStep(props: ScreenStepProps) {
  return (
    <Suspense fallback={<Loading />}>
      <ScreenStep {...props} />
    </Suspense>
  );
}
