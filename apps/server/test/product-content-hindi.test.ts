import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf, staffSession } from './helpers/auth';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Product content in Hindi (ADR 108): a Hindi read gives each text in Hindi where written, else
 * the English marked `lang: 'en'`; the back office writes it through the product service (with
 * its stale-save check) and the CSV import; the search index reads it.
 */
let t: TestApp;
let admin: { sid: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, { name: 'Hindi Content Manager' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

type Read = Record<string, unknown> & { id: number; stock: number; revision: number };

let seq = 0;
async function newProduct(over: Record<string, unknown> = {}): Promise<Read> {
  seq += 1;
  const res = await as('POST', '/api/admin/products', {
    name: `Dhanlaxmi Receipt Printer ${seq}`,
    category: 'thermal-printer',
    brand: 'Dhanlaxmi',
    price: 4200,
    originalPrice: null,
    badge: null,
    stock: 9,
    warrantyYears: 1,
    returnable: true,
    hsn: '84433250',
    description: 'A receipt printer used by the Hindi content tests.',
    features: ['Prints 80 mm bills', 'Auto cutter', 'USB and LAN'],
    specifications: [
      { name: 'Paper Width', value: '80 mm' },
      { name: 'Interface', value: 'USB, LAN' },
    ],
    images: ['/images/products/p2-1.svg'],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as Read;
}

const detail = async (id: number, lang?: 'hi' | 'en') => {
  const res = await call(t.app, 'GET', `/api/products/${id}${lang ? `?lang=${lang}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().product as Record<string, unknown>;
};

describe(`product content in Hindi on ${engine}`, () => {
  it('gives a Hindi read each text in Hindi where written, else the English marked', async () => {
    const p = await newProduct({
      nameHi: 'धनलक्ष्मी रसीद प्रिंटर',
      featuresHi: ['80 mm बिल छापता है', '', 'USB और LAN'],
      specificationNamesHi: { 'Paper Width': 'पेपर की चौड़ाई' },
    });
    const hindi = await detail(p.id, 'hi');
    expect(hindi).toMatchObject({
      name: 'धनलक्ष्मी रसीद प्रिंटर',
      // Not written in Hindi: the English, marked.
      description: 'A receipt printer used by the Hindi content tests.',
      features: ['80 mm बिल छापता है', 'Auto cutter', 'USB और LAN'],
      specifications: [
        { name: 'पेपर की चौड़ाई', value: '80 mm' },
        { name: 'Interface', value: 'USB, LAN' },
      ],
      lang: { description: 'en', features: [null, 'en', null], specifications: [null, 'en'] },
    });
    expect(hindi.lang).not.toHaveProperty('name');
    // English is as it was: no Hindi, no marks.
    const english = await detail(p.id);
    expect(english).toMatchObject({
      name: `Dhanlaxmi Receipt Printer ${seq}`,
      features: ['Prints 80 mm bills', 'Auto cutter', 'USB and LAN'],
    });
    expect(english).not.toHaveProperty('lang');
    expect(await detail(p.id, 'en')).toEqual(english);
  });

  it('marks nothing when every text is in Hindi, and everything when none is', async () => {
    const full = await newProduct({
      nameHi: 'पूरा हिंदी प्रिंटर',
      descriptionHi: 'हिंदी में पूरा ब्यौरा।',
      featuresHi: ['एक', 'दो', 'तीन'],
      specificationNamesHi: { 'Paper Width': 'पेपर की चौड़ाई', Interface: 'इंटरफ़ेस' },
    });
    expect(await detail(full.id, 'hi')).not.toHaveProperty('lang');
    const none = await newProduct();
    expect((await detail(none.id, 'hi')).lang).toEqual({
      name: 'en',
      description: 'en',
      features: ['en', 'en', 'en'],
      specifications: ['en', 'en'],
    });
  });

  it('gives pages the Hindi through the catalogue: lists, shelves and a product', async () => {
    const p = await newProduct({ nameHi: 'सूची वाला रसीद प्रिंटर' });
    const { catalogue } = t.app;
    const query = { page: 1, pageSize: 100, sort: 'featured', search: 'सूची वाला' } as const;
    const hindi = await catalogue.list(query, 'hi');
    expect(hindi.items.map((i) => i.name)).toEqual(['सूची वाला रसीद प्रिंटर']);
    const english = await catalogue.list(query, 'en');
    expect(english.items.map((i) => i.id)).toEqual([p.id]);
    expect(english.items[0]!.name).toMatch(/^Dhanlaxmi/);
    const shelves = await catalogue.highlights('hi');
    const arrival = shelves.newArrivals.find((i) => i.id === p.id);
    expect(arrival?.name).toBe('सूची वाला रसीद प्रिंटर');
  });

  it('saves Hindi from the editor with the stale-save check, and keeps it when left out', async () => {
    const p = await newProduct();
    const read = (await as('GET', `/api/admin/products/${p.id}`)).json().product as Read;
    expect(read).toMatchObject({
      nameHi: null,
      descriptionHi: null,
      featuresHi: [],
      specificationNamesHi: {},
    });
    const saved = await as('PUT', `/api/admin/products/${p.id}`, {
      ...read,
      expectedStock: read.stock,
      nameHi: '  संपादक वाला   प्रिंटर ',
      descriptionHi: 'संपादक से लिखा ब्यौरा।\r\nदूसरी पंक्ति।',
      featuresHi: ['80 mm बिल', '', 'USB और LAN', ''],
      specificationNamesHi: { Interface: 'इंटरफ़ेस', 'Paper Width': '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product).toMatchObject({
      nameHi: 'संपादक वाला प्रिंटर',
      descriptionHi: 'संपादक से लिखा ब्यौरा।\nदूसरी पंक्ति।',
      featuresHi: ['80 mm बिल', '', 'USB और LAN'],
      specificationNamesHi: { Interface: 'इंटरफ़ेस' },
    });
    expect(await detail(p.id, 'hi')).toMatchObject({
      name: 'संपादक वाला प्रिंटर',
      features: ['80 mm बिल', 'Auto cutter', 'USB और LAN'],
      lang: { features: [null, 'en', null], specifications: ['en', null] },
    });
    // A save read before that one is refused, Hindi or not (ADR 084).
    const stale = await as('PUT', `/api/admin/products/${p.id}`, {
      ...read,
      expectedStock: read.stock,
      nameHi: 'पुराना नाम',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('stale_product');
    // A client that knows no Hindi fields keeps them as they are.
    const now = (await as('GET', `/api/admin/products/${p.id}`)).json().product as Read;
    const {
      nameHi: _n,
      descriptionHi: _d,
      featuresHi: _f,
      specificationNamesHi: _s,
      ...withoutHindi
    } = now;
    const kept = await as('PUT', `/api/admin/products/${p.id}`, {
      ...withoutHindi,
      expectedStock: now.stock,
      price: 4100,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject({ price: 4100, nameHi: 'संपादक वाला प्रिंटर' });
    // Emptied: not written, the English is shown again.
    const cleared = await as('PUT', `/api/admin/products/${p.id}`, {
      ...(kept.json().product as Read),
      expectedStock: now.stock,
      nameHi: '',
      featuresHi: [],
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await detail(p.id, 'hi')).lang).toMatchObject({ name: 'en' });
    const tooLong = await as('PUT', `/api/admin/products/${p.id}`, {
      ...(cleared.json().product as Read),
      expectedStock: now.stock,
      nameHi: 'न'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('imports the Hindi columns of a CSV file, checked first, then applied', async () => {
    const a = await newProduct();
    const b = await newProduct({ nameHi: 'पहले का नाम' });
    const csv = [
      'id,name_hi,description_hi,features_hi,specification_names_hi',
      `${a.id},सीएसवी वाला प्रिंटर,"CSV से आया ब्यौरा, कॉमा के साथ।",80 mm बिल||USB और LAN,Paper Width=पेपर की चौड़ाई|Interface=इंटरफ़ेस`,
      `${b.id},none,,,`,
    ].join('\n');
    const dry = await as('POST', '/api/admin/products/import', { csv });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ applied: false, problems: [] });
    expect(dry.json().changes).toEqual([
      expect.objectContaining({
        id: a.id,
        nameHi: { from: '', to: 'सीएसवी वाला प्रिंटर' },
        featuresHi: { from: '', to: '80 mm बिल||USB और LAN' },
        specificationNamesHi: {
          from: '',
          to: 'Paper Width=पेपर की चौड़ाई|Interface=इंटरफ़ेस',
        },
      }),
      expect.objectContaining({ id: b.id, nameHi: { from: 'पहले का नाम', to: '' } }),
    ]);
    expect((await detail(a.id, 'hi')).lang).toMatchObject({ name: 'en' });
    const applied = await as('POST', '/api/admin/products/import', { csv, apply: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().applied).toBe(true);
    expect(await detail(a.id, 'hi')).toMatchObject({
      name: 'सीएसवी वाला प्रिंटर',
      description: 'CSV से आया ब्यौरा, कॉमा के साथ।',
      features: ['80 mm बिल', 'Auto cutter', 'USB और LAN'],
      specifications: [
        { name: 'पेपर की चौड़ाई', value: '80 mm' },
        { name: 'इंटरफ़ेस', value: 'USB, LAN' },
      ],
      lang: { features: [null, 'en', null] },
    });
    expect((await detail(b.id, 'hi')).name).toMatch(/^Dhanlaxmi/);
    // The export gives the same cells back, so a file round-trips.
    const exported = (await as('GET', '/api/admin/products.csv')).body;
    expect(exported).toContain('सीएसवी वाला प्रिंटर');
    expect(exported).toContain('80 mm बिल||USB और LAN');
    // Imported again: nothing changes.
    const again = await as('POST', '/api/admin/products/import', {
      csv: csv.split('\n').slice(0, 2).join('\n'),
    });
    expect(again.json()).toMatchObject({ changes: [], unchanged: 1, problems: [] });
  });

  it('refuses a specification_names_hi cell that is not label=Hindi pairs', async () => {
    const a = await newProduct();
    const csv = `id,specification_names_hi\n${a.id},Paper Width पेपर की चौड़ाई\n`;
    const res = await as('POST', '/api/admin/products/import', { csv });
    expect(res.json().problems).toEqual([
      { line: 2, message: expect.stringMatching(/English label=Hindi label/) },
    ]);
  });

  it('finds a product by its Hindi name and description in the search', async () => {
    const p = await newProduct({
      nameHi: 'गुलमोहर थर्मल प्रिंटर',
      descriptionHi: 'हलवाई की दुकान के लिए बढ़िया।',
    });
    const search = async (q: string, lang = '') =>
      (await call(t.app, 'GET', `/api/products?search=${encodeURIComponent(q)}${lang}`)).json()
        .items as { id: number; name: string }[];
    expect((await search('गुलमोहर')).map((i) => i.id)).toEqual([p.id]);
    expect((await search('हलवाई')).map((i) => i.id)).toEqual([p.id]);
    // Seed's thermal printers found in Hindi by the words shoppers type.
    const thermal = await search('थर्मल प्रिंटर');
    expect(thermal.map((i) => i.id)).toContain(p.id);
    expect(thermal.length).toBeGreaterThan(1);
  });
});
