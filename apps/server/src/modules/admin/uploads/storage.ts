import type { Readable } from 'node:stream';
import type { UploadsS3Config } from './s3-config';
import { LocalFolderStorage } from './local-storage';

/**
 * Upload names are random and never reused (service.ts), so a browser or CDN may keep a file for
 * a year without asking again.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One stored upload, ready to be streamed to a browser. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes; unknown only if the store does not say. */
  contentLength: number | undefined;
  /** A quoted HTTP entity tag ("…" or W/"…"), unique to this content. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where uploaded product images live: the local folder by default, S3-compatible object storage
 * when S3_BUCKET is set, so several machines behind a load balancer share them.
 * Keys are the names after /uploads/, e.g. "5f…e1-1200.webp".
 */
export interface UploadStorage {
  /** Stores a new file; names are random per upload, so an existing key is never replaced. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file under this key, or undefined when there is none. Throws when the store fails. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections when the server stops. */
  close(): Promise<void>;
}

/** The local folder unless object storage is configured; the S3 client is loaded only then. */
export async function createUploadStorage(opts: {
  dir: string;
  s3: UploadsS3Config | undefined;
}): Promise<UploadStorage> {
  if (!opts.s3) return new LocalFolderStorage(opts.dir);
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(opts.s3);
}
