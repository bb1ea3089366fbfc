import { describe, expect, it } from 'vitest';
import { readSeedCatalogue } from './seed-catalogue';
import { ProductSearch } from './search';
import type { Product } from '@shop/shared/catalogue/product';

const products: Product[] = readSeedCatalogue().map((p) => ({
  ...p,
  rating: 0,
  reviews: 0,
  inStock: p.stock > 0,
}));
const search = new ProductSearch(products);
const names = (ids: number[]) => ids.map((id) => products.find((p) => p.id === id)!.name);

describe('product search', () => {
  it('tolerates one typo in a word of five or more letters', () => {
    const hits = names(search.search('thermel printer'));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]).toMatch(/thermal/i);
    expect(
      hits.filter((n) => /thermal/i.test(n) && /printer/i.test(n)).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('does not tolerate typos in short words', () => {
    expect(search.search('pis')).toEqual([]);
  });

  it('requires every word', () => {
    const hits = names(search.search('bluetooth printer'));
    expect(hits.length).toBeGreaterThan(0);
    for (const id of search.search('bluetooth printer')) {
      const p = products.find((x) => x.id === id)!;
      const text = `${p.name} ${p.brand} ${p.category} ${p.description}`.toLowerCase();
      expect(text).toContain('bluetooth');
      expect(text).toContain('print');
    }
    expect(search.search('bluetooth zzzzqqq')).toEqual([]);
  });

  it('is case and accent insensitive', () => {
    const cafe = search.search('CAFE');
    expect(cafe.length).toBeGreaterThan(0);
    expect(search.search('café')).toEqual(cafe);
  });

  it('reads words as runs of letters and digits, in any script', () => {
    const doc = (id: number, name: string, description = '') => ({
      id,
      name,
      brand: 'Acme',
      category: 'thermal-printer' as const,
      description,
    });
    const index = new ProductSearch([
      doc(1, 'TVS RP-3160 Gold, 80mm (USB/LAN)', '...thermal!!printing--fast'),
      doc(2, 'Crème Brûlée Scale', 'Wägen und Drucken'),
      doc(3, 'बिलिंग मशीन Pro', 'हिंदी रसीद'),
    ]);
    expect(index.search('rp 3160 80mm usb lan')).toEqual([1]);
    expect(index.search('thermal printing fast')).toEqual([1]);
    expect(index.search('creme brulee wagen')).toEqual([2]);
    expect(index.search('मशीन रसीद')).toEqual([3]);
    expect(index.search('...')).toEqual([]);
  });

  it('matches brand and category', () => {
    const tsc = search.search('tsc');
    expect(tsc.length).toBeGreaterThan(0);
    expect(
      tsc.every(
        (id) =>
          products.find((p) => p.id === id)!.brand === 'TSC' ||
          /tsc/i.test(products.find((p) => p.id === id)!.description),
      ),
    ).toBe(true);
    expect(search.search('note counting').length).toBeGreaterThanOrEqual(2);
  });

  it('ranks products named after the words above ones that only describe them', () => {
    const ids = search.search('scanner');
    const firstNonName = ids.findIndex(
      (id) => !/scanner/i.test(products.find((p) => p.id === id)!.name),
    );
    const lastName = ids
      .map((id) => /scanner/i.test(products.find((p) => p.id === id)!.name))
      .lastIndexOf(true);
    expect(lastName).toBeGreaterThanOrEqual(0);
    if (firstNonName !== -1) expect(firstNonName).toBeGreaterThan(lastName);
  });

  it('reads a Hindi word whole, its vowel signs and conjuncts included', () => {
    const hindi = new ProductSearch([
      { id: 1, name: 'थर्मल प्रिंटर', brand: 'TVS', category: 'thermal-printer', description: '' },
      { id: 2, name: 'पेपर रोल', brand: 'Maplin', category: 'paper-rolls', description: '' },
      { id: 3, name: 'बिलिंग मशीन', brand: 'Retsol', category: 'billing-machine', description: '' },
    ]);
    expect(hindi.search('प्रिंटर')).toEqual([1]);
    expect(hindi.search('पेपर रोल')).toEqual([2]);
    expect(hindi.search('बिलिंग')).toEqual([3]);
    // Pieces between vowel signs are not words: "पर" (on) is no part of "पेपर" (paper).
    expect(hindi.search('पर')).toEqual([]);
    expect(hindi.search('ल')).toEqual([]);
  });

  it('finds products from Hindi and Hinglish queries, as Indian shoppers type them', () => {
    const categoryOf = (ids: number[]) =>
      new Set(ids.map((id) => products.find((p) => p.id === id)!.category));
    const thermal = search.search('थर्मल प्रिंटर');
    expect(thermal.length).toBeGreaterThan(0);
    expect(categoryOf(thermal)).toEqual(new Set(['thermal-printer']));
    const billing = search.search('बिलिंग मशीन');
    expect(categoryOf(billing).has('billing-machine')).toBe(true);
    expect(categoryOf(billing).has('thermal-printer')).toBe(false);
    // Written with or without the nukta, as keyboards differ.
    expect(search.search('बिलिंग सॉफ्टवेयर')).toEqual(search.search('बिलिंग सॉफ़्टवेयर'));
    expect(categoryOf(search.search('बिलिंग सॉफ्टवेयर'))).toEqual(new Set(['billing-software']));
    expect(categoryOf(search.search('बारकोड स्कैनर'))).toEqual(new Set(['barcode-scanner']));
    expect(categoryOf(search.search('नोट गिनने की मशीन'))).toEqual(new Set(['note-counting']));
    // Hinglish: "thermal printar", as it is typed.
    expect(categoryOf(search.search('thermal printar')).has('thermal-printer')).toBe(true);
    expect(search.search('प्रिंटर ज़ज़ज़')).toEqual([]);
  });
});
