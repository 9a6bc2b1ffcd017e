/**
 * A third party's answers kept briefly in this process (the business register's and the address
 * gazetteer's, REGISTER_CACHE_SECONDS and ADDRESS_CACHE_SECONDS, 5 minutes by default): an
 * applicant typing, going back and picking a result asks the same thing several times, and the
 * records change at most daily. Bounded in size, oldest first out. Per instance on purpose: a miss
 * costs one call, not a wrong answer.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
