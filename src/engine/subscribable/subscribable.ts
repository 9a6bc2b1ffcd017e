/**
 * What a renderer follows with React's `useSyncExternalStore`: the step session, the drafts and
 * each screen's model keep their listeners here, so subscribing and notifying are written once.
 */
export class Listeners {
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  protected notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A model with a snapshot: a new object on every change, so a renderer compares by identity. */
export class Subscribable<Snapshot> extends Listeners {
  // Set by each model's constructor, often from its own fields, so not passed to this one.
  protected snapshot!: Snapshot;

  getSnapshot = (): Snapshot => this.snapshot;

  /** Shows `next` to every subscriber. */
  protected setSnapshot(next: Snapshot): void {
    this.snapshot = next;
    this.notify();
  }
}
