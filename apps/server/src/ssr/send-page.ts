import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../lib/if-none-match';
import { acceptedEncoding, keptBytes } from '../plugins/delivery';
import { cachedPage, pageEtag, splitAtNonce, type CachedPage } from './cached-page';

/*
 * Sending a rendered page: React Router's response copied onto Fastify's reply, a shared page
 * cached and sent again from the page cache, each revalidated by its ETag (304).
 */

/**
 * A page for everyone, with an ETag that ignores the per-request CSP nonce, so an unchanged page
 * revalidates with 304. The 304 carries no CSP header: the browser keeps the one stored with
 * its copy, whose nonce (or, for a cached page, hashes) match that copy's scripts.
 */
async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  body: () => Buffer | Readable | Promise<Buffer>,
) {
  reply.header('etag', etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-security-policy');
    reply.removeHeader('content-encoding');
    return reply.status(304).send();
  }
  return reply.send(await body());
}

/**
 * A page for a browser that takes brotli or gzip goes to the compression hook (plugins/
 * delivery.ts) as a stream, which Node compresses on its thread pool: handed a buffer, the hook
 * compresses on the event loop, where every other request waits for it (a product page for a
 * browser then cost 0.6-0.8 ms more of the event loop, about a fifteenth). Cached pages are
 * compressed once instead (sendPage).
 */
function compressedOffThread(request: FastifyRequest, body: Buffer): Buffer | Readable {
  return acceptedEncoding(request) ? Readable.from([body]) : body;
}

/** A rendered page every visitor without cookies may get: 200, public, setting no cookie. */
export function isShareable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('cache-control') &&
    response.headers.getSetCookie().length === 0 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

export async function storablePage(
  response: Response,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<CachedPage> {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  const body = Buffer.from(await response.arrayBuffer());
  return cachedPage(
    { status: response.status, headers: [...response.headers] },
    body,
    policy,
    request.cspNonce,
    request.metricsRoute,
  );
}

/**
 * A shared page as it was cached, with its own policy, compressed once per encoding (cached-page.ts);
 * `x-page-cache` says whether it was cached already.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: 'hit' | 'miss',
) {
  reply.status(page.status);
  reply.header('x-page-cache', cache);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('cache-control', 'no-cache');
  // The policy the page was cached with (a page rendered without one has none).
  if (page.csp) reply.header('content-security-policy', page.csp);
  else reply.removeHeader('content-security-policy');
  reply.header('vary', 'accept-encoding'); // on a 304 too, which never reaches the copies
  return sendRevalidated(request, reply, page.etag, () => keptBytes(request, reply, page.copies));
}

/**
 * Copies React Router's response onto Fastify's reply. A rendered page is complete before it is
 * sent (entry.server.tsx waits for everything), so GET bodies go out as one buffer: ETag and
 * compression then work on it (plugins/delivery.ts). Pages are revalidated on every visit
 * (`no-cache`); a signed-in shopper's are `private, no-store` (plugins/auth.ts).
 */
export async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!reply.hasHeader('cache-control')) {
    reply.header('cache-control', cookies.length ? 'private, no-store' : 'no-cache');
  }
  if (!response.body) return reply.send();
  if (request.method === 'GET' || request.method === 'HEAD') {
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 200 && reply.getHeader('cache-control') === 'no-cache') {
      const etag = pageEtag(splitAtNonce(body, request.cspNonce));
      return sendRevalidated(request, reply, etag, () => compressedOffThread(request, body));
    }
    return reply.send(compressedOffThread(request, body));
  }
  // The DOM and node:stream/web ReadableStream types differ in name only; the object is Node's.
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
