import { describe, expect, it } from 'vitest';
import { digestDateDue, isLowStock, moverLabel } from './stock';

describe('stock rules (ADR 069)', () => {
  it('calls a product low at or under its own threshold', () => {
    expect(isLowStock({ stock: 3, lowStockThreshold: 3 })).toBe(true);
    expect(isLowStock({ stock: 4, lowStockThreshold: 3 })).toBe(false);
    expect(isLowStock({ stock: 0, lowStockThreshold: 0 })).toBe(true);
  });

  it("makes an India day's digest due from 08:00 IST, whatever the UTC date", () => {
    expect(digestDateDue(new Date('2031-01-15T07:59:59+05:30'))).toBeUndefined();
    expect(digestDateDue(new Date('2031-01-15T08:00:00+05:30'))).toBe('2031-01-15');
    // 00:30 IST is the UTC day before; 23:30 IST is still the same India day.
    expect(digestDateDue(new Date('2031-01-15T23:30:00+05:30'))).toBe('2031-01-15');
    expect(digestDateDue(new Date('2031-01-15T00:30:00+05:30'))).toBeUndefined();
  });

  it('names who moved stock', () => {
    expect(moverLabel({ kind: 'system', userId: null, email: null })).toBe('The shop (automatic)');
    expect(moverLabel({ kind: 'customer', userId: 4, email: 'a@b.in' })).toBe('Customer a@b.in');
    expect(moverLabel({ kind: 'staff', userId: 1, email: 's@b.in' })).toBe('s@b.in');
    expect(moverLabel({ kind: 'staff', userId: null, email: null })).toBe('a removed account');
  });
});
