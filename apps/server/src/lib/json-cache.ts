import crypto from 'node:crypto';
import { CompressedCopies } from './compressed-copies';
import { Kept } from './kept';
import { keptLookups } from './shop-metrics';

/** The content type kept JSON answers are sent with. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer kept: its JSON as bytes with their compressed copies, and its ETag. */
export interface KeptJson {
  copies: CompressedCopies;
  etag: string;
  /** The route its answers are counted under in the metrics ('' while none are served). */
  route: string;
}

/** The weak ETag of some bytes, the way `@fastify/etag` (weak, sha1) tags every other answer. */
const weakEtag = (bytes: Buffer) =>
  `W/"${crypto.createHash('sha1').update(bytes).digest('base64')}"`;

/**
 * Answers kept as JSON bytes with their ETag (ADR 094), made once per key (see Kept). Bytes, not
 * text: text would be measured and encoded again for every answer; and compressed once per
 * encoding, not for every answer.
 */
export class JsonCache {
  private readonly kept: Kept<KeptJson>;

  constructor(max: number) {
    this.kept = new Kept(max);
  }

  /** The answer kept for `key` if it is made already. */
  settled(key: string): KeptJson | undefined {
    return this.kept.settled(key);
  }

  /** The answer kept for `key`, or the one made from `make`'s JSON text (counted as a miss). */
  get(key: string, route: string, make: () => Promise<string>): Promise<KeptJson> {
    keptLookups.json.lookups++;
    return this.kept.get(key, async () => {
      keptLookups.json.misses++;
      const body = Buffer.from(await make());
      return { copies: new CompressedCopies(body), etag: weakEtag(body), route };
    });
  }
}
