import crypto from 'node:crypto';
import fs from 'node:fs';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from './helpers/auth';
import { S3RVER_KEY, startS3Server, type S3TestServer } from './helpers/s3';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let s3: S3TestServer;
let first: TestApp;
let second: TestApp;
let adminSid: string;

/** Both machines of the shop share the bucket; each has its own DATA_DIR (and, on SQLite, DB). */
const s3Env = () => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: S3RVER_KEY,
  S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: 'shop/uploads',
});

async function signInAdmin(t: TestApp) {
  const admin = await staffSession(t, { name: 'Store Manager' });
  return admin.sid;
}

/** A multipart/form-data upload as the back office page sends it. */
function upload(t: TestApp, file: Buffer, sid: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'printer front.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: form,
    headers: { 'x-requested-with': 'fetch' },
    cookies: { sid },
  });
}

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();

/** Every file under a folder, at any depth. */
const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

beforeAll(async () => {
  s3 = await startS3Server();
  first = await createTestApp(s3Env());
  second = await createTestApp(s3Env());
  adminSid = await signInAdmin(first);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
});

describe(`product images in S3-compatible storage on ${engine}`, () => {
  let image: { url: string; thumbnailUrl: string };

  it('stores both sizes in the bucket under the prefix, nothing in the data folder', async () => {
    const res = await upload(first, await png(), adminSid);
    expect(res.statusCode).toBe(201);
    image = res.json().image;
    expect(image).toMatchObject({ width: 1200, height: 675 });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{24}-1200\.webp$/);

    for (const url of [image.url, image.thumbnailUrl]) {
      const key = `shop/uploads/${url.slice('/uploads/'.length)}`;
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(head.ContentType).toBe('image/webp');
      expect(head.ContentLength).toBeGreaterThan(0);
    }
    expect(fs.existsSync(`${first.dataDir}/uploads`)).toBe(false);
    expect(filesUnder(first.dataDir).filter((f) => f.name.endsWith('.webp'))).toEqual([]);
  });

  it('serves the image from the bucket with its type, caching headers, ETag and 304', async () => {
    const stored = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `shop/uploads/${image.url.slice(9)}` }),
    );
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());

    const served = await first.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(bytes.length);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const etag = served.headers.etag as string;
    expect(etag).toBe(stored.ETag);
    expect(etag).toBe(`"${crypto.createHash('md5').update(bytes).digest('hex')}"`);

    const revalidated = await first.app.inject({
      url: image.url,
      headers: { 'if-none-match': `"0123", ${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    const changed = await first.app.inject({ url: image.url, headers: { 'if-none-match': '"x"' } });
    expect(changed.statusCode).toBe(200);

    const thumb = await first.app.inject({ url: image.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
  });

  it('serves the same image from a second machine sharing the bucket', async () => {
    expect(second.dataDir).not.toBe(first.dataDir);
    const [a, b] = await Promise.all([
      first.app.inject({ url: image.url }),
      second.app.inject({ url: image.url }),
    ]);
    expect(b.statusCode).toBe(200);
    expect(b.headers['content-type']).toBe('image/webp');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('answers 404 for a name that is not in the bucket or not a name at all, never 500', async () => {
    for (const url of [
      '/uploads/000000000000000000000000-1200.webp',
      '/uploads/..%2F..%2Fshop.sqlite',
      '/uploads/.env',
      '/uploads/',
    ]) {
      const res = await second.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe(`object storage that cannot be reached on ${engine}`, () => {
  it('answers 503 for an image and refuses the upload, without a stack in the body', async () => {
    // A port that was free a moment ago: nothing answers there.
    const gone = await startS3Server();
    await gone.close();
    const t = await createTestApp({ ...s3Env(), S3_ENDPOINT: gone.endpoint });
    try {
      const res = await t.app.inject({ url: '/uploads/000000000000000000000000-1200.webp' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('storage_unavailable');
      const sid = await signInAdmin(t);
      const up = await upload(t, await png(), sid);
      expect(up.statusCode).toBe(503);
      expect(up.json().error.code).toBe('storage_unavailable');
    } finally {
      await t.close();
    }
  });
});
