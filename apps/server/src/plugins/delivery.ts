import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BROTLI_OPTIONS,
  COMPRESS_THRESHOLD,
  encodingFor,
  type CompressedCopies,
  type Encoding,
} from '../lib/compressed-copies';

/**
 * How responses travel (ADR 027): a weak ETag on every in-memory response (HTML pages, API JSON)
 * with 304 for a matching If-None-Match, then brotli or gzip for every compressible response
 * that is not compressed already. Static files are compressed at build time and sent from disk
 * (ssr/pages.ts), so this only compresses what is made per request, streams included.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  // Registered first, so the tag is taken from the uncompressed body.
  await app.register(etag, { weak: true });
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
 * (ADR 079, 081): Vary and Content-Encoding are set before the compression hook sees the answer,
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

/** Whether If-None-Match lists this very tag (a kept page's or kept JSON answer's). */
export function etagListed(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(etag);
}
