import { LRUCache } from 'lru-cache';

/**
 * Answers kept as promises by key, the most recently used `max` of them. A key names everything
 * its answer depends on (e.g. the catalogue's revision and what was asked), so an entry is never
 * stale: a change makes a new key, and the old entries age out. One `make` runs per key at a
 * time; a failed one is not kept.
 */
export class Kept<T> {
  private readonly entries: LRUCache<string, Promise<T>>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The answer kept for `key`, or `make`'s. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const made = make();
    this.entries.set(key, made);
    made.catch(() => this.entries.delete(key));
    return made;
  }
}
