/**
 * An applicant's patience with a portal that answers 503: the request is sent again, as the web
 * app does, after Retry-After (capped at a second here, to keep the suite short); every 503 is
 * counted, and one without Retry-After is a finding.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Answer } from './applicant';

export interface Unavailability {
  answers: number;
  withoutRetryAfter: number;
}

export async function untilServed(request: () => Promise<Answer>, seen: Unavailability, timeoutMs = 120_000): Promise<Answer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request();
    if (answer.status !== 503) return answer;
    seen.answers++;
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (!retryAfter) seen.withoutRetryAfter++;
    if (Date.now() > deadline) throw new Error(`still 503 after ${timeoutMs} ms: ${answer.text.slice(0, 200)}`);
    await delay(Math.min(retryAfter || 1, 1) * 1000);
  }
}
