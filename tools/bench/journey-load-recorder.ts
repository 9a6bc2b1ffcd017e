/**
 * What the journey-load bench's applicants saw: each request's time under its kind, each answer's
 * status, each statement wait, and how each applicant ended.
 */

/** The kinds of request the bench times apart (`npm run bench -- journey-load` prints each). */
export const REQUEST_KINDS = ['sign-up', 'log-in', 'read', 'create', 'patch', 'stage move', 'connect', 'poll', 'owner', 'submit'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export type Ending = { kind: 'submitted'; at: number } | { kind: 'failed'; reason: string } | { kind: 'unfinished'; during: string };

export class Recorder {
  readonly latencies = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  /** Answers by status code, and by kind for the refusals (4xx, 5xx). */
  readonly statuses = new Map<number, number>();
  readonly refusals = new Map<string, number>();
  /** Milliseconds from the bank connection's answer until the poll saw the statements in. */
  readonly statementWaits: number[] = [];
  readonly endings: Ending[] = [];
  requests = 0;

  answered(kind: RequestKind, status: number, milliseconds: number): void {
    this.requests++;
    this.latencies.get(kind)!.push(milliseconds);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status >= 400) {
      const key = `${status} ${kind}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
  }

  countOf(test: (status: number) => boolean): number {
    return [...this.statuses].filter(([status]) => test(status)).reduce((sum, [, count]) => sum + count, 0);
  }

  submitted(): number[] {
    return this.endings.flatMap((ending) => (ending.kind === 'submitted' ? [ending.at] : []));
  }
}
