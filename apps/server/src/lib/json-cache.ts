import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** An answer kept: its JSON as bytes (sent as they are) and its ETag. */
export interface KeptJson {
  body: Buffer;
  etag: string;
}

/** The weak ETag of some bytes, the way `@fastify/etag` (weak, sha1) tags every other answer. */
const weakEtag = (bytes: Buffer) =>
  `W/"${crypto.createHash('sha1').update(bytes).digest('base64')}"`;

/**
 * Answers kept as JSON bytes with their ETag, the most recently used `max` of them (issue 19).
 * A key names everything the answer depends on (e.g. the catalogue's revision and the URL), so
 * an entry is never stale: a change makes a new key, and the old entries age out. Bytes, not
 * text: text would be measured and encoded again for every answer (ADR 077).
 */
export class JsonCache {
  private readonly entries: LRUCache<string, Promise<KeptJson>>;

  constructor(max: number) {
    this.entries = new LRUCache({ max });
  }

  /** The answer kept for `key`, or `make`'s, kept when it succeeds (one `make` per key at a time). */
  get(key: string, make: () => Promise<string>): Promise<KeptJson> {
    const kept = this.entries.get(key);
    if (kept) return kept;
    const made = make().then((json) => {
      const body = Buffer.from(json);
      return { body, etag: weakEtag(body) };
    });
    this.entries.set(key, made);
    made.catch(() => this.entries.delete(key));
    return made;
  }
}
