import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { UploadedImage } from '@shop/shared/admin/uploads';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../lib/http-error';
import { insertAudit, type Actor } from '../audit/repository';
import { ACCEPTED_IMAGE_TYPES, sniffImageType } from './image-type';

/** Public path under which DATA_DIR/uploads (or UPLOADS_DIR) is served. */
export const UPLOADS_PREFIX = '/uploads/';

/** The sizes every upload is turned into: product pages and zoom, and cards and thumbnails. */
export const IMAGE_WIDTHS = { large: 1200, thumbnail: 400 } as const;

/** Refuses decompression bombs: a small file that decodes to an enormous picture. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

const unsupported = () => new HttpError(400, 'unsupported_image', ADMIN_ERRORS.uploadType);

/**
 * Product images uploaded by staff. The file must really be a JPEG, PNG or WebP (checked by its
 * first bytes, not only the declared type); it is re-encoded by sharp into WebP at two widths,
 * which also drops camera metadata (location) and anything hidden after the picture.
 */
export class UploadService {
  constructor(
    private readonly db: Database,
    private readonly dir: string,
  ) {}

  async store(actor: Actor, file: UploadedFile): Promise<UploadedImage> {
    const declared = file.mimetype.toLowerCase();
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(declared)) throw unsupported();
    const actual = sniffImageType(file.buffer);
    if (!actual) throw unsupported();

    const name = crypto.randomBytes(12).toString('hex');
    const large = `${name}-${IMAGE_WIDTHS.large}.webp`;
    const thumbnail = `${name}-${IMAGE_WIDTHS.thumbnail}.webp`;
    const { default: sharp } = await import('sharp');
    await fs.mkdir(this.dir, { recursive: true });
    let size: { width: number; height: number };
    try {
      const source = sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const resize = (width: number) =>
        source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82 });
      const [info] = await Promise.all([
        resize(IMAGE_WIDTHS.large).toFile(path.join(this.dir, large)),
        resize(IMAGE_WIDTHS.thumbnail).toFile(path.join(this.dir, thumbnail)),
      ]);
      size = { width: info.width, height: info.height };
    } catch {
      await Promise.all(
        [large, thumbnail].map((f) => fs.rm(path.join(this.dir, f), { force: true })),
      );
      throw new HttpError(400, 'unsupported_image', ADMIN_ERRORS.uploadUnreadable);
    }

    const image: UploadedImage = {
      url: `${UPLOADS_PREFIX}${large}`,
      thumbnailUrl: `${UPLOADS_PREFIX}${thumbnail}`,
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
