import { ADMIN_ERRORS, MAX_UPLOAD_BYTES } from '@shop/shared/admin/errors';
import multipart from '@fastify/multipart';
import { uploadedImageSchema } from '@shop/shared/admin/product-responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { errorResponses } from '../../../lib/route-contracts';
import { BODY_LIMITS } from '../../../plugins/limits';
import { actorOf } from '../guard';
import type { UploadedFile, UploadService } from './service';

const tooLarge = () => new HttpError(413, 'file_too_large', ADMIN_ERRORS.uploadTooLarge);
const noFile = () =>
  new HttpError(400, 'bad_request', ADMIN_ERRORS.uploadMissing, {
    file: ADMIN_ERRORS.uploadMissing,
  });

/** Reads the one file of a multipart/form-data request, never more than MAX_UPLOAD_BYTES of it. */
async function readFile(req: FastifyRequest): Promise<UploadedFile> {
  if (!req.isMultipart()) throw noFile();
  try {
    const part = await req.file();
    if (!part) throw noFile();
    return { buffer: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code; // Fastify errors carry a code; only read
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new HttpError(400, 'bad_request', 'Upload one image at a time.');
    }
    // Anything else the multipart parser meets is a malformed body (no boundary, cut short).
    throw new HttpError(400, 'bad_request', 'The upload could not be read. Please try again.');
  }
}

/** Product image upload: multipart/form-data with one file (field "file"). */
export async function adminUploadRoutes(
  admin: FastifyInstance,
  uploads: UploadService,
): Promise<void> {
  // Multipart only for this route: the other admin routes take JSON and refuse anything else.
  await admin.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    // No body schema: the multipart body is read as a stream, one bounded file (readFile).
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/uploads',
      {
        bodyLimit: BODY_LIMITS.upload,
        schema: {
          tags: ['Back office'],
          summary: 'Upload a product image (multipart/form-data, field "file")',
          description: `JPEG, PNG or WebP up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; stored as WebP and AVIF in three widths.`,
          response: { 201: z.object({ image: uploadedImageSchema }), ...errorResponses },
        },
      },
      async (req, reply) => {
        const actor = actorOf(req);
        const file = await readFile(req);
        const image = await uploads.store(actor, file);
        return reply.status(201).send({ image });
      },
    );
  });
}
