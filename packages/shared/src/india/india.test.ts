import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';
import { gstinCheckCharacter, isValidGstin } from './gstin';

describe('GSTIN', () => {
  it('accepts real GSTINs and computes their check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
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
