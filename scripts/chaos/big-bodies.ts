// Big bodies: shoppers' browsers and API clients send 5 MB to routes that take 256 KB (a page
// action) or 1 MB (the API). Every one must read its 413: none may end in EPIPE or a reset, which
// is what a server that closes before reading the body causes (ADR 086, lingering close).
import { log, tally, withCluster, type Engine, type Row } from './common';

const FIVE_MB = 5 * 1024 * 1024;
/** Posts per target, and how many are in flight at once. */
const POSTS = 100;
const AT_ONCE = 10;

const TARGETS = [
  { path: '/contact', type: 'application/x-www-form-urlencoded' },
  { path: '/api/contact', type: 'application/json' },
] as const;

/** What one post ended with: the status read, or the network error's code (EPIPE, ECONNRESET). */
async function post(url: string, type: string, body: Buffer): Promise<string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': type, 'x-requested-with': 'fetch' },
      body,
    });
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    // undici wraps the socket's error: its code is on the cause.
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code ?? 'ERROR';
  }
}

export async function bigBodies(engine: Engine): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const body = Buffer.alloc(FIVE_MB, 'a');
    const outcomes: string[] = [];
    const started = Date.now();
    for (const { path, type } of TARGETS) {
      log(`big-bodies/${engine}: ${POSTS} posts of 5 MB to ${path}, ${AT_ONCE} at a time`);
      for (let i = 0; i < POSTS; i += AT_ONCE) {
        const batch = Array.from({ length: AT_ONCE }, () =>
          post(`${cluster.shop.url}${path}`, type, body),
        );
        outcomes.push(...(await Promise.all(batch)));
      }
    }
    const read = outcomes.filter((o) => o === '413').length;
    return {
      scenario: 'big-bodies',
      engine,
      figures: `${outcomes.length} posts of 5 MB: ${tally(outcomes)}; 413 read ${read}; ${Date.now() - started} ms`,
      pass: read === outcomes.length,
    };
  });
}
