import crypto from 'node:crypto';
import { ADMIN_ERRORS, MAX_UPLOAD_BYTES } from '@shop/shared/admin/errors';
import type { UploadedImage } from '@shop/shared/admin/uploads';
import {
  UPLOAD_FORMATS,
  UPLOAD_WIDTHS,
  uploadVariantName,
  VARIANT_ENCODING,
  type UploadFormat,
} from '@shop/shared/catalogue/image-sources';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { InvalidInputError, UnavailableError } from '../../../lib/domain-errors';
import { insertAudit, type Actor } from '../audit/repository';
import { ACCEPTED_IMAGE_TYPES, sniffImageType } from './image-type';
import type { UploadStorage } from './storage';

/** Public path under which the upload storage (folder or S3 bucket) is served. */
export const UPLOADS_PREFIX = '/uploads/';

/** Refuses decompression bombs: a small file that decodes to an enormous picture. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

const unsupported = () => new InvalidInputError('unsupported_image', ADMIN_ERRORS.uploadType);

/** One encoded variant of an upload, ready to store. */
interface Variant {
  key: string;
  data: Buffer;
  contentType: string;
}

/**
 * The picture at every width of UPLOAD_WIDTHS in AVIF and WebP (ADR 028), never enlarged;
 * anything sharp cannot decode is refused (InvalidInputError). Returns the variants and the largest size.
 */
async function encodeVariants(input: Buffer, name: string) {
  const { default: sharp } = await import('sharp');
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const encode = async (
      width: number,
      format: UploadFormat,
    ): Promise<Variant & { size: { width: number; height: number } }> => {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      const { data, info } = await resized
        .toFormat(format, VARIANT_ENCODING[format])
        .toBuffer({ resolveWithObject: true });
      return {
        key: uploadVariantName(name, width, format),
        data,
        contentType: `image/${format}`,
        size: { width: info.width, height: info.height },
      };
    };
    const variants = await Promise.all(
      UPLOAD_WIDTHS.flatMap((w) => UPLOAD_FORMATS.map((f) => encode(w, f))),
    );
    return { variants, size: variants.at(-1)!.size };
  } catch {
    throw new InvalidInputError('unsupported_image', ADMIN_ERRORS.uploadUnreadable);
  }
}

/**
 * Product images uploaded by staff. The file must really be a JPEG, PNG or WebP (checked by its
 * first bytes, not only the declared type); it is re-encoded by sharp into AVIF and WebP at three
 * widths, which also drops camera metadata (location) and anything hidden after the picture. All
 * go to the upload storage: the local folder, or S3 when configured.
 */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly storage: UploadStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async store(actor: Actor, file: UploadedFile): Promise<UploadedImage> {
    // The API's multipart reader stops at this size already; a page's form arrives whole.
    if (file.buffer.length > MAX_UPLOAD_BYTES) {
      throw new InvalidInputError('file_too_large', ADMIN_ERRORS.uploadTooLarge);
    }
    const declared = file.mimetype.toLowerCase();
    // Widened only to ask whether any string is one of them (includes takes the element type).
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(declared)) throw unsupported();
    const actual = sniffImageType(file.buffer);
    if (!actual) throw unsupported();

    // 96 random bits: a name is never reused, which is what lets /uploads/… be cached for a year.
    const name = crypto.randomBytes(12).toString('hex');
    const { variants, size } = await encodeVariants(file.buffer, name);
    try {
      await Promise.all(variants.map((v) => this.storage.put(v.key, v.data, v.contentType)));
    } catch (err) {
      // Half an upload is no use: remove whichever variants did get stored.
      await Promise.allSettled(variants.map((v) => this.storage.delete(v.key)));
      this.log.error({ err }, 'upload storage failed');
      throw new UnavailableError(
        'storage_unavailable',
        'Images cannot be stored right now. Please try again.',
      );
    }
    const image: UploadedImage = {
      url: `${UPLOADS_PREFIX}${uploadVariantName(name, 1200, 'webp')}`,
      thumbnailUrl: `${UPLOADS_PREFIX}${uploadVariantName(name, 400, 'webp')}`,
      ...size,
    };
    await insertAudit(
      this.db,
      actor,
      {
        action: 'upload.create',
        entity: 'upload',
        entityId: name,
        details: {
          originalName: file.filename.slice(0, 200),
          type: actual,
          bytes: file.buffer.length,
          url: image.url,
        },
      },
      new Date(),
    );
    return image;
  }
}
