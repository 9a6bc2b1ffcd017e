/**
 * A step's save policy. Saves run one at a time, each made against the newest version known when
 * it starts (two in flight would refuse each other: 409). A 409 means another window saved first:
 * the newest version is loaded, its answers come into the fields this window left alone, and this
 * window's changes are saved on top of it, once. A 422 shows the server's refusals under their
 * fields; a 401 (the session ended) and no answer at all are told to the caller.
 */
import type { JourneyStep } from '../journey/journey.types';
import type { ApplicationRecord } from '../contract/applications.contract';
import type { ApplicationPort, PatchAnswer, RefusedField } from './application-port';
import { answersPatch } from './merge-answers';

type FormData = Record<string, unknown>;

export type SaveOutcome = Exclude<PatchAnswer, { kind: 'conflict' }>;

export interface SaveHooks {
  /** A newer document arrived (saved here or elsewhere): the form takes what it left alone. */
  merge(newer: Record<string, unknown>): void;
  /** The server refused fields of the answers (application pointers). */
  refused(errors: readonly RefusedField[]): void;
  /** A save ended, however it ended. */
  settled(): void;
}

export class StepSaves {
  /** A save met a version saved in another window (the applicant is told once). */
  conflict = false;
  private record: ApplicationRecord;
  private running = 0;
  private last: Promise<unknown> = Promise.resolve();
  private idleTasks: (() => void)[] = [];

  constructor(
    private readonly step: JourneyStep,
    record: ApplicationRecord,
    private readonly port: ApplicationPort,
    private readonly hooks: SaveHooks,
  ) {
    this.record = record;
  }

  /** Whether a save is on its way or waiting for one. */
  get busy(): boolean {
    return this.running > 0;
  }

  /** Takes a version of the application when it is newer than the one known; answers whether it was. */
  receive(record: ApplicationRecord): boolean {
    if (record.version <= this.record.version) return false;
    this.record = record;
    return true;
  }

  /** Runs `task` once no save is on its way. */
  whenIdle(task: () => void): void {
    if (this.busy) this.idleTasks.push(task);
    else task();
  }

  /** Saves `answers` (and moves to `stage`, if given) once the saves before it have ended. */
  save(answers: FormData, stage?: string): Promise<SaveOutcome> {
    this.running++;
    const run = this.last.then(() => this.attempt(answers, stage));
    this.last = run.catch(() => undefined);
    return run.finally(() => {
      this.running--;
      this.hooks.settled();
      if (!this.busy) for (const task of this.idleTasks.splice(0)) task();
    });
  }

  /** `base`: the version the answers were made on, when a newer one has been loaded since (a 409). */
  private async attempt(answers: FormData, stage: string | undefined, base?: ApplicationRecord): Promise<SaveOutcome> {
    const current = this.record;
    let answer: PatchAnswer;
    try {
      const patch = await answersPatch(this.step, current.data, (base ?? current).data, answers);
      if (patch.length === 0 && (!stage || stage === current.stage)) return { kind: 'saved', application: current };
      answer = await this.port.patch({ id: current.id, ...(stage ? { stage } : {}), patch, version: current.version });
    } catch (error) {
      answer = { kind: 'failed', error };
    }
    switch (answer.kind) {
      case 'saved':
        this.take(answer.application);
        return answer;
      case 'conflict':
        if (base) return { kind: 'failed', error: new Error('The application changed again while this window merged its answers') };
        this.conflict = true;
        try {
          this.take(await this.port.load(current.id));
        } catch (error) {
          return { kind: 'failed', error };
        }
        return this.attempt(answers, stage, current);
      case 'refused':
        this.hooks.refused(answer.errors);
        return answer;
      default:
        return answer;
    }
  }

  private take(record: ApplicationRecord): void {
    if (this.receive(record)) this.hooks.merge(record.data);
  }
}
