import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Quality 4 is brotli's sweet spot for per-request work: near gzip -9 size, faster than gzip. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Text responses smaller than this go out as they are: compressing them saves nothing. */
const COMPRESS_THRESHOLD = 1024;

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
