import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadsS3Config } from './s3-config';
import { IMMUTABLE_CACHE_CONTROL, type StoredFile, type UploadStorage } from './storage';

const isMissing = (err: unknown) => {
  if (err instanceof NoSuchKey) return true;
  // A HEAD's 404 is no NoSuchKey: the SDK's error name and $metadata say it (optional, only read).
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads as objects in an S3 bucket (AWS or an S3-compatible server such as MinIO), shared by
 * every machine of the shop. Browsers still fetch them from /uploads/… on our server, which
 * streams them through, so image URLs and caching stay the same whichever store is used.
 */
export class S3Storage implements UploadStorage {
  private readonly client: S3Client;

  constructor(private readonly s3: UploadsS3Config) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      // Unset: the SDK's default chain (environment, shared files, instance or task role).
      credentials: s3.credentials,
      // Many S3-compatible servers do not know the newer default checksum headers; AWS does.
      ...(s3.endpoint && {
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
      // A store that does not answer fails the request rather than holding it open forever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    });
  }

  private keyOf(key: string): string {
    return `${this.s3.prefix}${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
        // For a CDN placed in front of the bucket later; /uploads/… sends the same.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.keyOf(key) }),
      );
      if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject gave no Node.js stream');
      return {
        body: out.Body,
        contentType: out.ContentType ?? 'application/octet-stream',
        contentLength: out.ContentLength,
        etag: out.ETag,
        lastModified: out.LastModified,
      };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.keyOf(key) }),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
