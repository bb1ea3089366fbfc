import { describe, expect, it } from 'vitest';
import { priceRangeClaim, priceRangeOf } from './price-range';

describe('price ranges counted from the catalogue', () => {
  it('spans the lowest to the highest price, in any order', () => {
    expect(priceRangeOf([4299, 1500, 8500, 2499])).toEqual({ min: 1500, max: 8500 });
    expect(priceRangeOf(new Set([5999]))).toEqual({ min: 5999, max: 5999 });
  });

  it('claims nothing for a category without products', () => {
    expect(priceRangeOf([])).toBeNull();
  });

  it('says both ends in rupees, or the one price when all cost the same', () => {
    expect(priceRangeClaim({ min: 1500, max: 8500 })).toBe('₹1,500 – ₹8,500');
    expect(priceRangeClaim({ min: 15000, max: 125000 })).toBe('₹15,000 – ₹1,25,000');
    expect(priceRangeClaim({ min: 5999, max: 5999 })).toBe('₹5,999');
  });
});
