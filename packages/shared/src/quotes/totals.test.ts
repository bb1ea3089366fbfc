import { describe, expect, it } from 'vitest';
import { cartTotals } from '../pricing/cart-totals';
import { quotedUnitPrice, quoteTotals } from './totals';
import { quoteNumber as numberOf } from './quote';

describe('quoteTotals', () => {
  it('agrees with the cart totals the tax invoice is made from, at catalogue prices', () => {
    const lines = [
      { hsn: '8470', quantity: 12, unitPrice: 14_999 },
      { hsn: '4811', quantity: 3, unitPrice: 99 },
    ];
    const quote = quoteTotals(lines, 0, '27', '27');
    const cart = cartTotals(lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })));
    expect(quote.subtotalPaise).toBe(cart.subtotal * 100);
    expect(quote.taxPaise).toBe(cart.taxPaise);
    expect(quote.totalPaise).toBe(cart.totalPaise);
    expect(quote.split).toEqual({
      kind: 'intra-state',
      cgstPaise: quote.taxPaise / 2,
      sgstPaise: quote.taxPaise / 2,
    });
  });

  it('taxes the quoted delivery charge at the goods rate and rounds to the rupee', () => {
    const t = quoteTotals([{ hsn: '8470', quantity: 1, unitPrice: 101 }], 250, '27', '29');
    expect(t.shippingPaise).toBe(25_000);
    expect(t.shippingTaxPaise).toBe(4_500);
    expect(t.taxPaise).toBe(1_818 + 4_500);
    // 10100 + 25000 + 6318 = 41418 → ₹414
    expect(t.totalPaise).toBe(41_400);
    expect(t.roundOffPaise).toBe(-18);
    expect(t.split).toEqual({ kind: 'inter-state', igstPaise: 6_318 });
  });
});

describe('quotedUnitPrice', () => {
  it('takes a typed price, else the list price less the discount, down to the rupee', () => {
    expect(quotedUnitPrice(14_999, { unitPrice: 13_500 })).toBe(13_500);
    expect(quotedUnitPrice(14_999, { discountPercent: 10 })).toBe(13_499);
    expect(quotedUnitPrice(99, {})).toBe(99);
  });
});

describe('quoteNumber', () => {
  it('has its own series, four digits within the financial year', () => {
    expect(numberOf('26-27', 1)).toBe('QT/2026-27/0001');
  });
});
