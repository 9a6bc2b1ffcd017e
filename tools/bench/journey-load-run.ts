/**
 * One run of the journey-load bench: N applicants arriving evenly over the ramp, applicant i on
 * portal i mod (number of portals), each doing the whole application; the run is cut off when its
 * time is up and those still going are reported as unfinished. The portals' CPU is read at the
 * first arrival and at the run's end, their resident memory every 250 ms in between.
 */
import { setMaxListeners } from 'node:events';
import { planJourney, readJourneySteps } from './journey-load-answers';
import { applyAsBrowserDoes } from './journey-load-applicant';
import type { Portal } from './journey-load-portal';
import { Recorder } from './journey-load-recorder';

export interface RunSettings {
  applicants: number;
  rampMs: number;
  /** From the first arrival: the run's bound. */
  limitMs: number;
  product: string;
  journeysDir: string;
}

export interface RunResult {
  recorder: Recorder;
  /** Milliseconds from the first arrival until the last applicant ended (or the time ran out). */
  elapsedMs: number;
  /** Of all the portals together. */
  cpuMs: number;
  /** Bytes: each portal's highest resident memory seen under load. */
  loadPeaks: number[];
}

export async function runApplicants(portals: Portal[], settings: RunSettings): Promise<RunResult> {
  const steps = await readJourneySteps(settings.journeysDir, settings.product);
  const recorder = new Recorder();
  const timeUp = new AbortController();
  // Every request of every applicant listens to it, and fetch lets go of its listener only when
  // the request is collected: thousands at once are expected here, not a leak.
  setMaxListeners(0, timeUp.signal);
  const limit = setTimeout(() => timeUp.abort(new Error('time is up')), settings.limitMs);
  const loadPeaks = portals.map((portal) => portal.rss());
  const sampler = setInterval(() => portals.forEach((portal, i) => (loadPeaks[i] = Math.max(loadPeaks[i], portal.rss()))), 250);
  const cpuBefore = portals.reduce((sum, portal) => sum + portal.cpuMs(), 0);
  const start = performance.now();
  const batch = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

  const applicant = async (n: number) => {
    await new Promise((resolve) => setTimeout(resolve, (settings.rampMs * n) / settings.applicants));
    let during = 'arrival';
    if (timeUp.signal.aborted) return recorder.endings.push({ kind: 'unfinished', during });
    const email = `journey.${batch}.${n}@example.com.au`;
    try {
      await applyAsBrowserDoes({
        origin: portals[n % portals.length].url,
        plan: planJourney(steps, settings.product, email, n),
        recorder,
        signal: timeUp.signal,
        at: (step) => (during = step),
      });
      recorder.endings.push({ kind: 'submitted', at: performance.now() - start });
    } catch (error) {
      if (timeUp.signal.aborted) recorder.endings.push({ kind: 'unfinished', during });
      else recorder.endings.push({ kind: 'failed', reason: `${during}: ${(error as Error).message}` });
    }
  };

  try {
    await Promise.all(Array.from({ length: settings.applicants }, (_, n) => applicant(n)));
  } finally {
    clearTimeout(limit);
    clearInterval(sampler);
  }
  const elapsedMs = performance.now() - start;
  const cpuMs = portals.reduce((sum, portal) => sum + portal.cpuMs(), 0) - cpuBefore;
  return { recorder, elapsedMs, cpuMs, loadPeaks };
}
