import crypto from 'node:crypto';

/** An answer kept: its JSON text and its ETag (weak, as @fastify/etag would make it). */
export interface KeptJson {
  json: string;
  etag: string;
}

/** The weak ETag of a text, the way `@fastify/etag` (weak, sha1) tags every other answer. */
export const weakEtag = (text: string) =>
  `W/"${crypto.createHash('sha1').update(text).digest('base64')}"`;

/**
 * Answers kept as JSON text with their ETag, most recently used last, at most `max` of them
 * (issue 19). A key names everything the answer depends on (e.g. the catalogue's revision and the
 * URL), so an entry is never stale: a change makes a new key, and the old entries age out.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<KeptJson>>();

  constructor(private readonly max: number) {}

  /** The answer kept for `key`, or `make`'s, kept when it succeeds (one `make` per key at a time). */
  get(key: string, make: () => Promise<string>): Promise<KeptJson> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const made = make().then((json) => ({ json, etag: weakEtag(json) }));
    this.entries.set(key, made);
    made.catch(() => this.entries.delete(key));
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return made;
  }
}
