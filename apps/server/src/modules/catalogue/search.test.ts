import { describe, expect, it } from 'vitest';
import { readSeedCatalogue } from './seed-catalogue';
import { normaliseTerm, ProductSearch } from './search';
import type { Product } from '@shop/shared/catalogue/product';

// The demo catalogue as the index reads it: its Hindi name and description too (ADR 108).
const products: (Product & { name_hi: string | null; description_hi: string | null })[] =
  readSeedCatalogue().map((p) => ({
    ...p,
    rating: 0,
    reviews: 0,
    inStock: p.stock > 0,
    name_hi: p.nameHi,
    description_hi: p.descriptionHi,
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
    // Thermal printers first (their Hindi names hold both words); billing machines with a
    // thermal printer inside follow, by their Hindi descriptions.
    const thermal = search.search('थर्मल प्रिंटर');
    const thermalCount = products.filter((p) => p.category === 'thermal-printer').length;
    expect(categoryOf(thermal.slice(0, thermalCount))).toEqual(new Set(['thermal-printer']));
    const billing = search.search('बिलिंग मशीन');
    expect(categoryOf(billing).has('billing-machine')).toBe(true);
    expect(categoryOf(billing).has('thermal-printer')).toBe(false);
    // Written with or without the nukta, as keyboards differ.
    expect(search.search('बिलिंग सॉफ्टवेयर')).toEqual(search.search('बिलिंग सॉफ़्टवेयर'));
    // The category's products first: others name the words in their Hindi descriptions.
    const first = (query: string, category: string) =>
      categoryOf(
        search.search(query).slice(0, products.filter((p) => p.category === category).length),
      );
    expect(first('बिलिंग सॉफ्टवेयर', 'billing-software')).toEqual(new Set(['billing-software']));
    expect(first('बारकोड स्कैनर', 'barcode-scanner')).toEqual(new Set(['barcode-scanner']));
    expect(first('नोट गिनने की मशीन', 'note-counting')).toEqual(new Set(['note-counting']));
    // Hinglish: "thermal printar", as it is typed.
    expect(categoryOf(search.search('thermal printar')).has('thermal-printer')).toBe(true);
    expect(search.search('प्रिंटर ज़ज़ज़')).toEqual([]);
  });

  it('finds products by the words of their Hindi names and descriptions', () => {
    // "तराज़ू" (weighing scale) is in no English text and no category's words.
    const scale = names(search.search('तराज़ू'));
    expect(scale).toContain('Jewellery Billing Machine BP-JW with Weighing Scale Port');
    expect(scale).toContain('Mini PC Core i3 for POS Billing');
    // As keyboards type it, without the nukta.
    expect(search.search('तराजू')).toEqual(search.search('तराज़ू'));
    // A Hindi name's words rank its product first: "नकली नोट" is in the UD-7's Hindi name.
    expect(names(search.search('नकली नोट'))[0]).toBe(
      'Note Counting Machine with Fake Note Detection UD-7',
    );
    // "किराना" from the Hindi descriptions, with English words in the same query.
    const kirana = names(search.search('किराना GST'));
    expect(kirana).toContain('GST Billing Machine SB-100 with Printer');
    const english = new ProductSearch(
      products.map(({ name_hi: _n, description_hi: _d, ...p }) => p),
    );
    expect(english.search('तराज़ू')).toEqual([]);
  });

  it('reads Hinglish as shoppers type it', () => {
    const categoryOf = (ids: number[]) =>
      new Set(ids.map((id) => products.find((p) => p.id === id)!.category));
    expect(categoryOf(search.search('note ginne ki machine'))).toEqual(new Set(['note-counting']));
    expect(categoryOf(search.search('billing masheen')).has('billing-machine')).toBe(true);
    expect(categoryOf(search.search('barcode scanar'))).toEqual(new Set(['barcode-scanner']));
    expect(categoryOf(search.search('kagaj roll'))).toEqual(new Set(['paper-rolls']));
  });

  it('normalises Devanagari as NFD and stripping diacritics would', () => {
    const general = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    for (let code = 0x900; code <= 0x97f; code++) {
      const text = `क${String.fromCharCode(code)}A^\``;
      expect(normaliseTerm(text)).toBe(general(text));
    }
    for (const text of ['सॉफ़्टवेयर', 'काग़ज़ रोल', 'ज़्यादा', 'फ़्री ड्रॉअर']) {
      expect(normaliseTerm(text)).toBe(general(text));
    }
  });
});
