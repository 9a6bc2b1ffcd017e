/** How the console writes times and statuses (sizes: widgets/format-file-size, as the applicant reads them). */
import { statusTitle } from '../../engine/lifecycle/lifecycle';
import { loadedJourneys } from '../journeys/compiled-journeys';

export const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** A status's title in the first journey that has it (products share their lifecycle fragment). */
export const titleOf = (status: string) => {
  const journeys = loadedJourneys();
  return statusTitle((journeys.find((cj) => status in cj.journey.lifecycle.statuses) ?? journeys[0]).journey, status);
};
