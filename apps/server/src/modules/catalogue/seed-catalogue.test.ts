import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE, readSeedCatalogue, SeedCatalogueError } from './seed-catalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-seed-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A catalogue file holding `data`, as JSON. */
function file(name: string, data: unknown): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof data === 'string' ? data : JSON.stringify(data));
  return p;
}

const demo = JSON.parse(fs.readFileSync(DEMO_CATALOGUE_FILE, 'utf8')) as Record<string, unknown>[];

describe('the demo catalogue file', () => {
  it('lies beside the server, outside the data folder, and passes the shared schema', () => {
    expect(path.relative(root, DEMO_CATALOGUE_FILE)).toBe(
      path.join('apps', 'server', 'seed', 'products.json'),
    );
    const products = readSeedCatalogue();
    expect(products).toHaveLength(demo.length);
    expect(products.length).toBeGreaterThanOrEqual(40);
    // Ids run from 1 without gaps; the spec fixes id 32 as the mobile charger.
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(products.find((p) => p.id === 32)?.name).toMatch(/charger/i);
    expect(products.every((p) => p.hidden === false)).toBe(true);
  });

  it('gives every product pictures of its own (no two share a main image)', () => {
    const products = readSeedCatalogue();
    const main = products.map((p) => p.images[0]);
    expect(main.every(Boolean)).toBe(true);
    expect(new Set(main).size).toBe(products.length);
    const all = products.flatMap((p) => p.images);
    expect(new Set(all).size).toBe(all.length);
    // Different files, and different drawings: no two with the same bytes.
    const drawings = all.map((src) =>
      fs.readFileSync(path.join(root, 'apps', 'web', 'public', src)),
    );
    expect(new Set(drawings.map((d) => d.toString('base64'))).size).toBe(all.length);
  });
});

describe('reading a catalogue file', () => {
  it('names the product (index and id) and the field of each problem', () => {
    const bad = structuredClone(demo.slice(0, 3));
    bad[1]!.price = -5;
    bad[2]!.images = ['https://elsewhere.example/p.png'];
    delete bad[2]!.hsn;
    bad[0]!.pricee = 10;
    const read = () => readSeedCatalogue(file('bad.json', bad));
    expect(read).toThrow(SeedCatalogueError);
    const message = (() => {
      try {
        read();
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).toContain(`The catalogue file ${path.join(dir, 'bad.json')} is invalid:`);
    expect(message).toMatch(/products\[0\] \(id 1\): Unrecognized key: "pricee"/);
    expect(message).toMatch(/products\[1\] \(id 2\) price: Price must be a whole number/);
    expect(message).toMatch(/products\[2\] \(id 3\) images\[0\]: Image paths must start/);
    expect(message).toMatch(/products\[2\] \(id 3\) hsn: HSN code must be 4 to 8 digits/);
    expect(message).not.toContain('\n');
  });

  it('refuses an id used twice, an empty list, bad JSON and a missing file', () => {
    const twice = [demo[0], { ...demo[1], id: demo[0]!.id }];
    expect(() => readSeedCatalogue(file('twice.json', twice))).toThrow(
      /products\[1\] \(id 1\) id: id 1 is already used by products\[0\]/,
    );
    expect(() => readSeedCatalogue(file('empty.json', []))).toThrow(/at least one product/);
    expect(() => readSeedCatalogue(file('object.json', { products: [] }))).toThrow(
      /must be a JSON array of products/,
    );
    expect(() => readSeedCatalogue(file('broken.json', '[{"id": 1,'))).toThrow(
      /cannot be read: .*JSON/,
    );
    expect(() => readSeedCatalogue(path.join(dir, 'missing.json'))).toThrow(
      /missing\.json cannot be read: ENOENT/,
    );
  });
});
