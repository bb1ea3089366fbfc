import type { FastifyInstance } from 'fastify';
import { UnavailableError } from '../../../lib/domain-errors';
import { ifNoneMatchHits } from '../../../lib/if-none-match';
import { UPLOADS_PREFIX } from './service';
import { IMMUTABLE_CACHE_CONTROL, type UploadStorage } from './storage';

/**
 * A key as the upload service makes them, or a file an operator put in the folder: segments of
 * letters, digits, . _ - that start with a letter or digit (so no dotfiles), no "..", no "//".
 */
const KEY = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 200;

/**
 * Serves uploaded product images at /uploads/* from the upload storage, whichever it is: the same
 * URLs, year-long caching, ETag and 304 for the local folder and for S3. A missing or malformed
 * name is the shop's ordinary 404; a store that fails is a 503, logged.
 */
export function registerUploadsServing(app: FastifyInstance, storage: UploadStorage): void {
  app.get(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    // A route without a schema types params unknown; a wildcard route always has '*'.
    const key = (request.params as { '*': string })['*'];
    if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) return reply.callNotFound();
    let file;
    try {
      file = await storage.get(key);
    } catch (err) {
      request.log.error({ err, key }, 'uploaded image could not be read from storage');
      throw new UnavailableError('storage_unavailable', 'This image is unavailable right now.');
    }
    if (!file) return reply.callNotFound();

    reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag && ifNoneMatchHits(request.headers['if-none-match'], file.etag)) {
      file.body.destroy();
      return reply.status(304).send();
    }
    reply.type(file.contentType);
    if (file.contentLength !== undefined) reply.header('content-length', file.contentLength);
    return reply.send(file.body);
  });
}
