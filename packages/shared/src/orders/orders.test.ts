import { describe, expect, it } from 'vitest';
import { gstSplit } from './gst';
import { financialYear } from '../format/india-time';
import { invoiceNumber } from './invoice-number';
import { canMoveTo, returnsStock } from './lifecycle';

describe('order lifecycle', () => {
  it('moves forward one step at a time', () => {
    expect(canMoveTo('Placed', 'Processing')).toBe(true);
    expect(canMoveTo('Processing', 'Shipped')).toBe(true);
    expect(canMoveTo('Shipped', 'Delivered')).toBe(true);
    expect(canMoveTo('Placed', 'Shipped')).toBe(false);
    expect(canMoveTo('Delivered', 'Placed')).toBe(false);
    expect(canMoveTo('Cancelled', 'Processing')).toBe(false);
  });

  it('cancels only before shipping, returning stock', () => {
    expect(returnsStock('Placed', 'Cancelled')).toBe(true);
    expect(returnsStock('Processing', 'Cancelled')).toBe(true);
    expect(canMoveTo('Shipped', 'Cancelled')).toBe(false);
    expect(returnsStock('Shipped', 'Cancelled')).toBe(false);
  });
});

describe('GST split', () => {
  it('splits CGST and SGST inside the shop state', () => {
    expect(gstSplit(21601, '27', '27')).toEqual({
      kind: 'intra-state',
      cgstPaise: 10800,
      sgstPaise: 10801,
    });
  });
  it('charges IGST across states', () => {
    expect(gstSplit(21600, '27', '29')).toEqual({ kind: 'inter-state', igstPaise: 21600 });
  });
});

describe('invoice numbers', () => {
  it('follow the April–March financial year in India time', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2026-03-31T23:59:00+05:30'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T19:00:00Z'))).toBe('26-27'); // 00:30 IST on 1 April
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('99-00');
  });
  it('are at most 16 characters', () => {
    expect(invoiceNumber('26-27', 123)).toBe('INV/26-27/000123');
    expect(invoiceNumber('26-27', 123).length).toBeLessThanOrEqual(16);
  });
});
