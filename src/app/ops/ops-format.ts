/** How the console writes times and statuses (sizes: widgets/format-file-size, as the applicant reads them). */
import { statusTitle } from '../../engine/lifecycle/lifecycle';
import { loadedJourneys } from '../journeys/compiled-journeys';

// The console is the lender's staff's tool: its times are written as the staff member's own browser
// writes them (design decision 96), whatever the product's locale, on their own clock.
export const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** With seconds, where they count: the history's order, the policy's due time (its delay is minutes). */
export const preciseDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A status's title in the first journey that has it (products share their lifecycle fragment). */
export const titleOf = (status: string) => {
  const journeys = loadedJourneys();
  return statusTitle((journeys.find((cj) => status in cj.journey.lifecycle.statuses) ?? journeys[0]).journey, status);
};
