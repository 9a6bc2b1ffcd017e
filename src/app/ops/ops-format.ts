/** How the console writes times, sizes and statuses. */
import { statusTitle } from '../../engine/lifecycle/lifecycle';
import { compiledJourneys } from '../journeys/compiled-journeys';

export const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-AU')} KB`;

/** A status's title in the first journey that has it (products share their lifecycle fragment). */
export const titleOf = (status: string) =>
  statusTitle((compiledJourneys.find((cj) => status in cj.journey.lifecycle.statuses) ?? compiledJourneys[0]).journey, status);
