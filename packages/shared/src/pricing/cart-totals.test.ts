import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  discountPercent,
  roundToRupee,
  savings,
  shippingFor,
  withGstPaise,
} from './cart-totals';
import { formatPaise, formatRupees } from '../format/money';

describe('cart totals (spec §9)', () => {
  it('charges ₹500 shipping at exactly ₹5,000 and ships free at ₹5,001', () => {
    expect(shippingFor(5000)).toBe(500);
    expect(shippingFor(5001)).toBe(0);
    expect(cartTotals([{ price: 5000, quantity: 1 }]).shipping).toBe(500);
    expect(cartTotals([{ price: 5001, quantity: 1 }]).shipping).toBe(0);
  });

  it('adds 18% GST on the subtotal and on the shipping charge (CGST Act s. 15(2)(c))', () => {
    const t = cartTotals([
      { price: 1200, quantity: 2 },
      { price: 20, quantity: 5 },
    ]);
    expect(t.count).toBe(7);
    expect(t.subtotal).toBe(2500);
    expect(t.shippingTaxPaise).toBe(9000); // ₹90.00 on ₹500
    expect(t.taxPaise).toBe(45000 + 9000); // ₹450.00 on the goods + ₹90.00
    expect(t.totalPaise).toBe((2500 + 500) * 118); // (subtotal + ₹500) × 1.18
  });

  it('taxes ₹1,200 of goods with ₹500 delivery and the COD fee at the goods rate', () => {
    const t = cartTotals([{ price: 1200, quantity: 1 }], { codFeePaise: 5000 });
    expect(t.shipping).toBe(500);
    expect(t.shippingTaxPaise).toBe(9000);
    expect(t.codFeeTaxPaise).toBe(900); // 18% of ₹50
    expect(t.taxPaise).toBe(21600 + 9000 + 900);
    expect(t.grossPaise).toBe(120000 + 50000 + 5000 + 31500);
    expect(t.totalPaise).toBe(206500);
    expect(t.roundOffPaise).toBe(0);
  });

  it('taxes the charges at the rate of the line of the highest value (principal supply)', () => {
    const t = cartTotals([
      { price: 1000, quantity: 1, ratePercent: 12 },
      { price: 300, quantity: 2, ratePercent: 18 },
    ]);
    expect(t.shippingTaxPaise).toBe(6000); // 12% of ₹500: the ₹1,000 line is the principal
    expect(t.taxPaise).toBe(12000 + 10800 + 6000);
  });

  it('keeps GST exact in paise and rounds the payable total to the rupee, with the round off', () => {
    const t = cartTotals([{ price: 5999, quantity: 1 }]);
    expect(t.taxPaise).toBe(107982); // ₹1,079.82
    expect(t.grossPaise).toBe(707882); // ₹7,078.82
    expect(t.totalPaise).toBe(707900); // ₹7,079.00
    expect(t.roundOffPaise).toBe(18);
    expect(formatPaise(t.totalPaise)).toBe('₹7,079');

    // The order: ₹19,349.64 was on the invoice while checkout showed ₹19,350.
    const down = cartTotals([{ price: 16398, quantity: 1 }]);
    expect(down.grossPaise).toBe(1934964);
    expect(down.totalPaise).toBe(1935000);
    expect(down.roundOffPaise).toBe(36);
  });

  it('rounds half a rupee up and anything less down', () => {
    expect(roundToRupee(12350)).toBe(12400);
    expect(roundToRupee(12349)).toBe(12300);
    expect(roundToRupee(12300)).toBe(12300);
    const t = cartTotals([{ price: 5012, quantity: 1 }]); // GST ₹902.16
    expect(t.grossPaise).toBe(591416);
    expect(t.roundOffPaise).toBe(-16);
    expect(t.totalPaise).toBe(591400);
  });

  it('prices a product with GST', () => {
    expect(withGstPaise(14999)).toBe(1769882); // ₹17,698.82
    expect(withGstPaise(100)).toBe(11800);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      count: 0,
      subtotal: 0,
      shipping: 0,
      codFeePaise: 0,
      shippingTaxPaise: 0,
      codFeeTaxPaise: 0,
      taxPaise: 0,
      grossPaise: 0,
      roundOffPaise: 0,
      totalPaise: 0,
    });
  });
});

describe('discount', () => {
  it('rounds (original − price) / original × 100', () => {
    expect(discountPercent(1200, 2500)).toBe(52);
    expect(discountPercent(999, 1499)).toBe(33);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(150, 100)).toBe(0);
    expect(savings(1200, 2500)).toBe(1300);
    expect(savings(1200, null)).toBe(0);
  });
});

describe('money formatting', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(20)).toBe('₹20');
    expect(formatPaise(12345678)).toBe('₹1,23,457');
  });
});
