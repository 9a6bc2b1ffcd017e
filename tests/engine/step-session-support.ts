/** What the step session tests share: a server held in memory, and frames that paint on request. */
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { ApplicationPort, PatchAnswer, PatchRequest } from '../../src/engine/step-session/application-port';
import type { ApplicationRecord } from '../../src/engine/contract/applications.contract';

export function record(data: Record<string, unknown>, version = 1): ApplicationRecord {
  return {
    id: 'app-1',
    product: 'tl',
    status: 'IN_PROGRESS',
    stage: 'FundingNeeds',
    version,
    salesChannel: null,
    parentApplicationId: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    submittedAt: null,
    data,
  };
}

/**
 * The application as the server keeps it: a patch against an older version is refused (409),
 * as is one the `refuse` hook names (422). Each patch waits until `release` when `held`.
 */
export class FakeServer implements ApplicationPort {
  current: ApplicationRecord;
  readonly requests: PatchRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;
  held = false;
  refuse?: (request: PatchRequest) => PatchAnswer | undefined;
  private waiting: (() => void)[] = [];

  constructor(data: Record<string, unknown>) {
    this.current = record(data);
  }

  /** Another window saves: the version moves on. */
  saveElsewhere(change: (data: Record<string, unknown>) => Record<string, unknown>): ApplicationRecord {
    this.current = { ...this.current, version: this.current.version + 1, data: change(structuredClone(this.current.data)) };
    return this.current;
  }

  release(): void {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  }

  async patch(request: PatchRequest): Promise<PatchAnswer> {
    this.requests.push(request);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.held) await new Promise<void>((go) => this.waiting.push(go));
      await Promise.resolve();
      const refused = this.refuse?.(request);
      if (refused) return refused;
      if (request.version !== this.current.version) return { kind: 'conflict' };
      const data = jsonPatch.applyPatch(structuredClone(this.current.data), request.patch as Operation[]).newDocument;
      this.current = { ...this.current, data, version: this.current.version + 1, stage: request.stage ?? this.current.stage };
      return { kind: 'saved', application: this.current };
    } finally {
      this.inFlight--;
    }
  }

  async load(): Promise<ApplicationRecord> {
    return this.current;
  }
}

/** Frames that paint only when the test says so: what a change causes waits for `paint`. */
export function frames() {
  const tasks: (() => void)[] = [];
  return {
    schedule: (task: () => void) => void tasks.push(task),
    paint: () => {
      for (const task of tasks.splice(0)) task();
    },
    get waiting() {
      return tasks.length;
    },
  };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
