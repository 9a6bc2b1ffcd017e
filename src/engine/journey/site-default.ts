/**
 * The site's default product: where '/' and a sign-in without a destination lead an applicant
 * who has no application yet. It is configuration, never the order journeys happen to be read
 * in: a second product must not move every applicant to it.
 */
import type { Journey } from './journey.types';

/** The journey that says it is the site's default, or the only journey there is. */
export function siteDefaultJourney<J extends { journey: Pick<Journey, 'product' | 'siteDefault'> }>(journeys: readonly J[]): J {
  const marked = journeys.filter((j) => j.journey.siteDefault);
  if (marked.length === 1) return marked[0];
  if (marked.length === 0 && journeys.length === 1) return journeys[0];
  const products = (marked.length > 0 ? marked : journeys).map((j) => j.journey.product).join(', ');
  throw new Error(`Exactly one journey must be the site's default ("siteDefault": true); ${marked.length > 0 ? 'several are' : 'none is'}: ${products}`);
}
