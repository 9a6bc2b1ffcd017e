/**
 * What the applicant typed on each step and has not saved yet, kept while they move between the
 * steps of one tab, so Back and a refused save never lose input. A step session keeps its draft
 * here on every change and drops it once the answers are saved; the shell reads the first step's
 * draft (a partner code typed before an application exists).
 */
import { Listeners } from '../subscribable/subscribable';

export type Answers = Record<string, unknown>;

/** The key of a step's draft: drafts of two products never mix. */
export const draftKey = (product: string, stepId: string) => `${product}/${stepId}`;

export class StepDrafts extends Listeners {
  private readonly drafts = new Map<string, Answers>();

  get(key: string): Answers | undefined {
    return this.drafts.get(key);
  }

  has(key: string): boolean {
    return this.drafts.has(key);
  }

  /** Keeps the answers as they are (the same object: a reader compares drafts by identity). */
  keep(key: string, answers: Answers): void {
    if (this.drafts.get(key) === answers) return;
    this.drafts.set(key, answers);
    this.notify();
  }

  drop(key: string): void {
    if (this.drafts.delete(key)) this.notify();
  }

  /** Forgets every draft (signing out). */
  clear(): void {
    if (this.drafts.size === 0) return;
    this.drafts.clear();
    this.notify();
  }
}
