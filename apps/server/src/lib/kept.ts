import { LRUCache } from 'lru-cache';

/**
 * Answers kept as promises by key, the most recently used `max` of them. A key names everything
 * its answer depends on (e.g. the catalogue's revision and what was asked), so an entry is never
 * stale: a change makes a new key, and the old entries age out. One `make` runs per key at a
 * time; a failed one is not kept.
 */
export class Kept<T> {
  private readonly entries: LRUCache<string, Promise<T>>;
  /** Each kept answer once made, by its promise (for `settled`). */
  private readonly made = new WeakMap<Promise<T>, T>();

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The answer kept for `key`, or `make`'s. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const made = make();
    this.entries.set(key, made);
    made.then(
      (answer) => this.made.set(made, answer),
      () => this.entries.delete(key),
    );
    return made;
  }

  /** The answer kept for `key` if it is made already (nothing is made here). */
  settled(key: string): T | undefined {
    const kept = this.entries.get(key);
    return kept && this.made.get(kept);
  }
}
