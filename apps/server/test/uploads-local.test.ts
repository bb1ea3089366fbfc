import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await staffSession(t, { name: 'Store Manager' });
  sid = admin.sid;
});
afterAll(() => t?.close());

describe(`product images in the local folder (the default) on ${engine}`, () => {
  it('keeps them under DATA_DIR/uploads and serves them with ETag and 304', async () => {
    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#16a34a' },
    })
      .jpeg()
      .toBuffer();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'scanner.jpg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: form,
      headers: { 'x-requested-with': 'fetch' },
      cookies: { sid },
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().image as { url: string };
    const file = path.join(t.dataDir, 'uploads', url.slice('/uploads/'.length));
    expect(fs.existsSync(file)).toBe(true);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for missing files, dotfiles, folders and paths out of the folder', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'uploads', '.secret'), 'x');
    fs.mkdirSync(path.join(t.dataDir, 'uploads', 'folder'), { recursive: true });
    for (const url of [
      '/uploads/000000000000000000000000-1200.webp',
      '/uploads/.secret',
      '/uploads/folder',
      '/uploads/..%2Fshop.sqlite',
      '/uploads/%2e%2e/shop.sqlite',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
