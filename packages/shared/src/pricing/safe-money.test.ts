import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import { isOverOrderLimit, MAX_ORDER_TOTAL_PAISE, ORDER_LIMIT_MESSAGE } from './order-limit';
import { safePaise, sumPaise, timesPaise, UnsafeAmountError } from './safe-money';

const MAX = Number.MAX_SAFE_INTEGER;

describe('amounts kept exact', () => {
  it('passes whole amounts up to 2^53 − 1 and refuses anything past it or not whole', () => {
    expect(safePaise(MAX)).toBe(MAX);
    expect(safePaise(-MAX)).toBe(-MAX);
    expect(() => safePaise(MAX + 1)).toThrow(UnsafeAmountError);
    expect(() => safePaise(12.5, 'tax')).toThrow(/tax \(12.5\)/);
    expect(() => safePaise(Number.NaN)).toThrow(UnsafeAmountError);
  });

  it('sums exactly, and throws where a sum would round', () => {
    expect(sumPaise([2_950_000_000, 2_950_000_000, 1])).toBe(5_900_000_001);
    // 2^53 + 1 is not a double: the sum would silently read 2^53.
    expect(() => sumPaise([MAX, 2], 'revenue')).toThrow(/revenue/);
    expect(timesPaise(1_000_000, 99)).toBe(99_000_000);
    expect(() => timesPaise(2 ** 30, 2 ** 24)).toThrow(UnsafeAmountError);
  });

  it('prices a ₹2.5 crore order past 32 bits exactly, and refuses totals past 2^53', () => {
    const t = cartTotals([{ price: 1_000_000, quantity: 22 }]);
    expect(t.subtotal).toBe(22_000_000);
    expect(t.taxPaise).toBe(396_000_000);
    expect(t.totalPaise).toBe(2_596_000_000);
    expect(t.totalPaise).toBeGreaterThan(2 ** 31);
    expect(() => cartTotals([{ price: 2 ** 40, quantity: 99 }])).toThrow(UnsafeAmountError);
  });
});

describe('the largest order', () => {
  it('is ₹5 crore including GST, the limit itself allowed', () => {
    expect(MAX_ORDER_TOTAL_PAISE).toBe(5_000_000_000);
    expect(isOverOrderLimit(MAX_ORDER_TOTAL_PAISE)).toBe(false);
    expect(isOverOrderLimit(MAX_ORDER_TOTAL_PAISE + 100)).toBe(true);
    expect(ORDER_LIMIT_MESSAGE).toContain('₹5,00,00,000 including GST');
  });

  it('is reached exactly by a subtotal of ₹4,23,72,881 and passed by one rupee more', () => {
    // The API tests order these subtotals; the rounding to the rupee puts them either side.
    expect(cartTotals([{ price: 42_372_881, quantity: 1 }]).totalPaise).toBe(MAX_ORDER_TOTAL_PAISE);
    expect(cartTotals([{ price: 42_372_882, quantity: 1 }]).totalPaise).toBe(
      MAX_ORDER_TOTAL_PAISE + 100,
    );
  });
});
