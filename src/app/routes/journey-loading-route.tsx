/**
 * A page of a product whose journey has not arrived yet: fetches it and waits. When it arrives the
 * router adds the product's routes (app.tsx), and the same address then finds its page.
 */
import { loadJourney } from '../journeys/compiled-journeys';
import { useCodeLoaded } from '../lazy/use-code-loaded';
import { Loading } from './loading';

export function JourneyLoadingRoute({ product }: { product: string }) {
  const journey = useCodeLoaded(['journey', product], () => loadJourney(product));
  if (journey.error) throw journey.error;
  return <Loading />;
}
