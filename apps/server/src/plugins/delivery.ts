import compress from '@fastify/compress';
import etag from '@fastify/etag';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BROTLI_OPTIONS,
  COMPRESS_THRESHOLD,
  encodingFor,
  type CompressedCopies,
  type Encoding,
} from '../lib/compressed-copies';
import { ifNoneMatchHits } from '../lib/if-none-match';

/**
 * How responses travel (ADR 027, 094): a weak ETag on every in-memory response (HTML pages, API
 * JSON) with 304 to a GET or HEAD whose If-None-Match matches it (RFC 9110's reading), then
 * brotli or gzip for every compressible response that is not compressed already. Static files
 * are compressed at build time and sent from disk (ssr/pages.ts), so this only compresses what is
 * made per request, streams included.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  // Registered first, so the tag is taken from the uncompressed body. It only tags: whether the
  // client's copy is current is decided next, as everywhere else (ifNoneMatchHits).
  await app.register(etag, { weak: true, replyWith304: false });
  app.addHook('onSend', (request, reply, payload, done) => {
    const tag = reply.getHeader('etag');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (
      !read ||
      reply.statusCode !== 200 ||
      typeof tag !== 'string' ||
      !ifNoneMatchHits(request.headers['if-none-match'], tag)
    ) {
      done(null, payload);
      return;
    }
    if (payload instanceof Readable) payload.destroy();
    reply.code(304).removeHeader('content-encoding');
    done(null, '');
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    // Requests are never decompressed: a small compressed body could expand past every limit.
    globalDecompression: false,
  });
}

/** The encoding a GET is answered in: what the client takes, brotli first; null for none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  return request.method === 'GET' ? encodingFor(request.headers['accept-encoding']) : null;
}

/**
 * The bytes of an answer kept for many (a page, a JSON answer), in the encoding the client takes
 * (ADR 094): Vary and Content-Encoding are set before the compression hook sees the answer,
 * so it passes the copy on as it is instead of compressing the bytes again on the event loop.
 */
export function keptBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  copies: CompressedCopies,
): Buffer | Promise<Buffer> {
  reply.header('vary', 'accept-encoding');
  const encoding =
    request.method === 'GET' ? copies.encodingFor(request.headers['accept-encoding']) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return copies.in(encoding);
}
