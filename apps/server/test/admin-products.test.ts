import { ADMIN_ERRORS, MAX_UPLOAD_BYTES } from '@shop/shared/admin/errors';
import { responsiveSources } from '@shop/shared/catalogue/image-sources';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: { sid: string; user: { id: number; email: string } };
let shopper: { sid: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Store Manager' });
  shopper = await signUp(t.app);
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

/** A complete product as the edit form sends it (numbers as typed, blank rows left in). */
const product = (over: Record<string, unknown> = {}) => ({
  name: 'Shubh Quartzline Thermal Printer TP-80',
  category: 'thermal-printer',
  brand: 'Quartzline',
  price: '5499',
  originalPrice: 6999,
  badge: 'New',
  stock: 25,
  warrantyYears: '2',
  returnable: false,
  hsn: '8443 32',
  description: 'An 80 mm receipt printer with auto-cutter.\r\nPrints 250 mm/s.',
  features: ['80 mm paper', '  ', 'Auto-cutter'],
  specifications: [
    { name: 'Paper width', value: '80 mm' },
    { name: '', value: '' },
  ],
  images: ['/images/products/p1-1.svg'],
  hidden: false,
  ...over,
});

const storefront = (query: string) =>
  call(t.app, 'GET', `/api/products${query}`).then(
    (r) => r.json().items as { id: number; name: string; price: number }[],
  );

async function auditOf(action: string, entityId: string | number) {
  const res = await as('GET', `/api/admin/audit?entityId=${entityId}&pageSize=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { action: string; details: Record<string, unknown> }[]).filter(
    (e) => e.action === action,
  );
}

describe(`product editing on ${engine}`, () => {
  it('refuses an empty product with 400 naming every required field', async () => {
    const res = await as('POST', '/api/admin/products', {});
    expect(res.statusCode).toBe(400);
    const { fields } = errorOf(res);
    expect(Object.keys(fields!).sort()).toEqual(
      [
        'brand',
        'category',
        'description',
        'features',
        'hsn',
        'images',
        'name',
        'price',
        'returnable',
        'specifications',
        'stock',
        'warrantyYears',
      ].sort(),
    );
    expect(fields!.price).toBe(ADMIN_ERRORS.price);
  });

  it.each([
    [{ price: 0 }, 'price', ADMIN_ERRORS.price],
    [{ price: 12.5 }, 'price', ADMIN_ERRORS.price],
    [{ price: 1_000_001, originalPrice: null }, 'price', ADMIN_ERRORS.price],
    [{ originalPrice: 5000 }, 'originalPrice', ADMIN_ERRORS.originalBelowPrice],
    [{ stock: 2.5 }, 'stock', ADMIN_ERRORS.stock],
    [{ hsn: '12' }, 'hsn', ADMIN_ERRORS.hsn],
    [{ hsn: '847050123' }, 'hsn', ADMIN_ERRORS.hsn],
    [{ badge: 'Cheap' }, 'badge', ADMIN_ERRORS.badge],
    [{ warrantyYears: 4 }, 'warrantyYears', ADMIN_ERRORS.warrantyYears],
    [{ warrantyYears: '1.5' }, 'warrantyYears', ADMIN_ERRORS.warrantyYears],
    [{ returnable: 'yes' }, 'returnable', ADMIN_ERRORS.returnable],
    [{ category: 'phones' }, 'category', ADMIN_ERRORS.category],
    [{ images: [] }, 'images', ADMIN_ERRORS.images],
    [{ images: ['https://evil.example/x.png'] }, 'images.0', ADMIN_ERRORS.imagePath],
    [{ images: ['/uploads/../shop.sqlite'] }, 'images.0', ADMIN_ERRORS.imagePath],
    [
      { specifications: [{ name: 'Width', value: '' }] },
      'specifications.0.value',
      ADMIN_ERRORS.specValue,
    ],
    [{ hidden: 'yes' }, 'hidden', ADMIN_ERRORS.hidden],
  ])('refuses %j with 400 naming %s', async (over, field, message) => {
    const res = await as('POST', '/api/admin/products', product(over));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ [field]: message });
  });

  it('creates a product that is in the storefront and its search at once', async () => {
    const res = await as('POST', '/api/admin/products', product());
    expect(res.statusCode).toBe(201);
    const created = res.json().product;
    expect(created).toMatchObject({
      name: 'Shubh Quartzline Thermal Printer TP-80',
      price: 5499,
      originalPrice: 6999,
      // Computed from approved reviews (ADR 051): a new product has none.
      rating: 0,
      reviews: 0,
      badge: 'New',
      warrantyYears: 2,
      returnable: false,
      hsn: '844332',
      description: 'An 80 mm receipt printer with auto-cutter.\nPrints 250 mm/s.',
      features: ['80 mm paper', 'Auto-cutter'],
      specifications: [{ name: 'Paper width', value: '80 mm' }],
      hidden: false,
      orderCount: 0,
    });

    const detail = await call(t.app, 'GET', `/api/products/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().product).toMatchObject({ name: created.name, price: 5499, stock: 25 });
    expect((await storefront('?search=quartzline')).map((p) => p.id)).toEqual([created.id]);
    expect((await storefront('?search=quartzlin%20printr')).map((p) => p.id)).toEqual([created.id]);

    const list = await as('GET', '/api/admin/products?q=QUARTZ');
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(list.json().items[0]).toMatchObject({ id: created.id, hidden: false, stock: 25 });
    expect((await as('GET', `/api/admin/products?q=${created.id}`)).json().items[0].id).toBe(
      created.id,
    );

    const [entry] = await auditOf('product.create', created.id);
    expect(entry).toMatchObject({
      details: { name: created.name, price: 5499, stock: 25, hidden: false },
    });
  });

  it('updates every field; the new price shows in the storefront of every process at once', async () => {
    const created = (
      await as('POST', '/api/admin/products', product({ name: 'Edit Me 58mm' }))
    ).json().product;
    // A second server process on the same database, which has already loaded the catalogue.
    const other: FastifyInstance = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      emailWorker: false,
    });
    try {
      const before = await other.inject({ url: `/api/products/${created.id}` });
      expect(before.json().product.price).toBe(5499);

      const res = await as('PUT', `/api/admin/products/${created.id}`, {
        ...created,
        expectedStock: created.stock,
        name: 'Edited Printer 58mm',
        price: 4999,
        originalPrice: null,
        badge: null,
        stock: 3,
        features: ['New feature'],
        specifications: [{ name: 'Width', value: '58 mm' }],
        images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().product).toMatchObject({
        name: 'Edited Printer 58mm',
        price: 4999,
        originalPrice: null,
        badge: null,
        stock: 3,
      });

      for (const app of [t.app, other]) {
        const after = await app.inject({ url: `/api/products/${created.id}` });
        expect(after.json().product).toMatchObject({
          name: 'Edited Printer 58mm',
          price: 4999,
          originalPrice: null,
          stock: 3,
          images: ['/images/products/p2-1.svg', '/images/products/p2-2.svg'],
        });
      }
      const [entry] = await auditOf('product.update', created.id);
      expect(entry!.details.changes).toMatchObject({
        name: { from: 'Edit Me 58mm', to: 'Edited Printer 58mm' },
        price: { from: 5499, to: 4999 },
        originalPrice: { from: 6999, to: null },
        stock: { from: 25, to: 3 },
        features: 'changed',
        specifications: 'changed',
      });
      expect(entry!.details.changes).not.toHaveProperty('hsn');
    } finally {
      await other.close();
    }
  });

  it('hides a product from the storefront (404, out of search) and brings it back', async () => {
    const created = (
      await as('POST', '/api/admin/products', product({ name: 'Hideaway Scanner' }))
    ).json().product;
    const hidden = await as('POST', `/api/admin/products/${created.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().product.hidden).toBe(true);
    expect((await call(t.app, 'GET', `/api/products/${created.id}`)).statusCode).toBe(404);
    expect(await storefront('?search=hideaway')).toEqual([]);
    expect((await as('GET', '/api/admin/products?q=hideaway')).json().items[0].hidden).toBe(true);
    expect(await auditOf('product.hide', created.id)).toHaveLength(1);
    // An edit that leaves `hidden` out keeps the product hidden.
    const { hidden: _hidden, ...withoutHidden } = product({ name: 'Hideaway Scanner', stock: 9 });
    const edited = await as('PUT', `/api/admin/products/${created.id}`, {
      ...withoutHidden,
      revision: hidden.json().product.revision,
      expectedStock: created.stock,
    });
    expect(edited.json().product).toMatchObject({ hidden: true, stock: 9 });
    expect((await call(t.app, 'GET', `/api/products/${created.id}`)).statusCode).toBe(404);

    expect((await as('POST', `/api/admin/products/${created.id}/unhide`)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/products/${created.id}`)).statusCode).toBe(200);
    expect(await auditOf('product.unhide', created.id)).toHaveLength(1);
  });

  it('deletes a product never ordered, and refuses (409, hide instead) one that was', async () => {
    const fresh = (
      await as('POST', '/api/admin/products', product({ name: 'Deletable Roll' }))
    ).json().product;
    const deleted = await as('DELETE', `/api/admin/products/${fresh.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await as('GET', `/api/admin/products/${fresh.id}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/products/${fresh.id}`)).statusCode).toBe(404);
    expect(await auditOf('product.delete', fresh.id)).toHaveLength(1);

    const ordered = (
      await as('POST', '/api/admin/products', product({ name: 'Ordered Drawer' }))
    ).json().product;
    const order = await placeOrder(
      t.app,
      shopper.sid,
      orderBody([{ productId: ordered.id, quantity: 2 }]),
    );
    expect(order.statusCode).toBe(201);
    const refused = await as('DELETE', `/api/admin/products/${ordered.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'product_has_orders',
      message: ADMIN_ERRORS.productHasOrders('Ordered Drawer', 1),
    });
    expect(errorOf(refused).message).toContain('Hide it instead');
    expect((await as('GET', `/api/admin/products/${ordered.id}`)).json().product.orderCount).toBe(
      1,
    );
    expect((await as('DELETE', '/api/admin/products/999999')).statusCode).toBe(404);
  });
});

/** A multipart/form-data upload as the back office page sends it. */
/** Uploads as a browser does: the multipart body with its Content-Length. */
async function upload(file: Buffer | string, filename: string, type: string, sid = admin.sid) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }),
    filename,
  );
  const encoded = new Request('http://shop.test/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'x-requested-with': 'fetch',
    },
    cookies: { sid },
  });
}

describe(`image upload on ${engine}`, () => {
  it('stores a PNG as AVIF and WebP at 400, 800 and 1200 px and serves them under /uploads/', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const res = await upload(png, 'printer front.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const image = res.json().image;
    expect(image).toMatchObject({ width: 1200, height: 675 });
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f]{24}-1200\.webp$/);
    expect(image.thumbnailUrl).toBe(image.url.replace('-1200.webp', '-400.webp'));

    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ url: image.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    // Every variant a page's srcset offers exists, in its format and at its width.
    const sources = responsiveSources(image.url)!;
    for (const [format, srcset] of Object.entries(sources)) {
      for (const entry of srcset.split(', ')) {
        const [url, width] = entry.split(' ');
        const variant = await t.app.inject({ url: url! });
        expect(variant.statusCode, url).toBe(200);
        expect(variant.headers['content-type']).toBe(`image/${format}`);
        const meta = await sharp(variant.rawPayload).metadata();
        expect(meta.width).toBe(Number(width!.replace('w', '')));
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      }
    }

    // The path can go straight into a product.
    const created = await as('POST', '/api/admin/products', product({ images: [image.url] }));
    expect(created.statusCode).toBe(201);
    const [entry] = await auditOf('upload.create', image.url.slice(9, 33));
    expect(entry!.details).toMatchObject({ originalName: 'printer front.png', type: 'image/png' });
  });

  it('takes an image of several MB (over the 1 MB JSON limit, under the 5 MB upload limit)', async () => {
    const photo = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: '#888888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const res = await upload(photo, 'shop counter.png', 'image/png');
    expect(res.statusCode).toBe(201);
  });

  it('refuses a text file named .png, whatever type it claims (400)', async () => {
    const res = await upload('not really a picture\n', 'photo.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'unsupported_image', message: ADMIN_ERRORS.uploadType });
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
  });

  it('refuses a file over 5 MB (413) and a request without a file (400)', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({ code: 'file_too_large', message: ADMIN_ERRORS.uploadTooLarge });

    const json = await as('POST', '/api/admin/uploads', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json).fields).toEqual({ file: ADMIN_ERRORS.uploadMissing });
  });

  it('refuses a damaged image that only starts like a PNG (400)', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const res = await upload(fake, 'broken.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(ADMIN_ERRORS.uploadUnreadable);
  });

  it('refuses uploads from customers before reading them', async () => {
    const res = await upload(Buffer.alloc(10), 'x.png', 'image/png', shopper.sid);
    expect(res.statusCode).toBe(403);
  });
});
