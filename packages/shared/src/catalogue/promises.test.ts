import { describe, expect, it } from 'vitest';
import { productPromises } from './promises';

const titles = (p: Parameters<typeof productPromises>[0]) => productPromises(p).map((b) => b.title);

describe('product page badges from data', () => {
  it('says Free Delivery only when the product alone ships free', () => {
    expect(titles({ price: 5001, warrantyYears: 1, returnable: true })[0]).toBe('Free Delivery');
    expect(titles({ price: 5000, warrantyYears: 1, returnable: true })[0]).toBe(
      'Free delivery above ₹5,000',
    );
    expect(productPromises({ price: 1200, warrantyYears: 1, returnable: true })[0]!.note).toBe(
      '₹500 + GST on smaller orders',
    );
  });

  it('shows the warranty the product has, and none for goods without one', () => {
    expect(titles({ price: 38999, warrantyYears: 3, returnable: true })).toContain(
      '3 Year Warranty',
    );
    expect(titles({ price: 1200, warrantyYears: 1, returnable: true })).toContain(
      '1 Year Warranty',
    );
    expect(titles({ price: 20, warrantyYears: 0, returnable: true })).toEqual([
      'Free delivery above ₹5,000',
      '30 Days Return',
    ]);
  });

  it('does not promise returns for goods that cannot be returned', () => {
    expect(titles({ price: 5999, warrantyYears: 0, returnable: false })).toEqual([
      'Free Delivery',
      'Not returnable',
    ]);
  });
});
