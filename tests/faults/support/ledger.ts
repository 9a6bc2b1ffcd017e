/**
 * The acknowledged writes of a fault case: each answered success is entered with how to read it
 * back; after every fault all of them are read again, and one no longer there is lost.
 */
import { figures } from './figures';

interface Entry {
  what: string;
  stillThere: () => Promise<boolean>;
}

export class Ledger {
  private readonly entries: Entry[] = [];

  acknowledged(what: string, stillThere: () => Promise<boolean>): void {
    this.entries.push({ what, stillThere });
  }

  get size(): number {
    return this.entries.length;
  }

  /** Reads every entry back; answers the lost ones' descriptions (and counts them in the figures). */
  async check(): Promise<string[]> {
    const lost: string[] = [];
    for (const entry of this.entries) {
      const there = await entry.stillThere().catch(() => false);
      if (!there) lost.push(entry.what);
    }
    figures.checked(this.entries.length, lost.length);
    return lost;
  }
}
