import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';
import { gstinCheckCharacter, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts real GSTINs and computes their check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  // Published GSTINs of listed companies (the GST portal's public taxpayer search shows them).
  it.each([
    ['27AAACR5055K1Z7', 'Reliance Industries, Maharashtra'],
    ['27AAACT2727Q1ZW', 'Tata Motors, Maharashtra'],
    ['29AAACI1195H1ZI', 'Karnataka'],
  ])('accepts %s (%s), and no other check character', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    for (const wrong of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.replace(gstin[14]!, '')) {
      expect(isValidGstin(gstin.slice(0, 14) + wrong)).toBe(false);
    }
  });

  it('refuses a state code outside 01–38 even with a right check character', () => {
    for (const code of ['00', '39']) {
      const first14 = `${code}AAACR5055K1Z`;
      expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(false);
    }
    const ladakh = '38AAACR5055K1Z';
    expect(isValidGstin(ladakh + gstinCheckCharacter(ladakh))).toBe(true);
  });

  it('refuses a wrong check character, a bad shape and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});

describe('amounts in words (Indian numbering)', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [45, 'Forty-Five'],
    [100, 'One Hundred'],
    [1200, 'One Thousand Two Hundred'],
    [100000, 'One Lakh'],
    [2_50_000, 'Two Lakh Fifty Thousand'],
    [1_23_45_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(141600)).toBe('Rupees One Thousand Four Hundred Sixteen Only');
    expect(rupeesInWords(707882)).toBe(
      'Rupees Seven Thousand Seventy-Eight and Eighty-Two Paise Only',
    );
  });
});

describe("the shop's own GSTIN", () => {
  it('is valid', async () => {
    const { SHOP } = await import('../shop/identity');
    expect(isValidGstin(SHOP.gstin)).toBe(true);
    expect(SHOP.gstin.slice(0, 2)).toBe(SHOP.address.stateCode);
  });
});
