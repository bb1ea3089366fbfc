import { describe, expect, it } from 'vitest';
import { creditNoteNumber } from './credit-note-number';
import { paymentStatusShown, refundForReturn, type RefundBasis } from './refund-amount';
import { returnRequestSchema } from './returns';
import { lastReturnDay, withinReturnWindow } from './window';

// Delivered at 10:00 IST on 1 Nov 2026.
const delivered = new Date('2026-11-01T04:30:00Z');

describe('return window', () => {
  it('is open on day 30 (to its last India minute) and closed on day 31', () => {
    expect(lastReturnDay(delivered)).toBe('2026-12-01');
    expect(withinReturnWindow(delivered, new Date('2026-12-01T18:29:00Z'))).toBe(true);
    expect(withinReturnWindow(delivered, new Date('2026-12-01T18:31:00Z'))).toBe(false);
  });
});

const basis = (over: Partial<RefundBasis> = {}): RefundBasis => ({
  // 3 × ₹333 (GST 18%) and 1 × ₹1,000; shipping ₹500; paid ₹2,860 (round off +₹0.06).
  lines: [
    { lineNo: 1, quantity: 3, taxableValuePaise: 99_900, taxPaise: 17_982 },
    { lineNo: 2, quantity: 1, taxableValuePaise: 100_000, taxPaise: 18_000 },
  ],
  shippingPaise: 50_000,
  shippingTaxPaise: 0,
  roundOffPaise: 118,
  paidPaise: 286_000,
  refundedPaise: 0,
  ...over,
});
const m = (entries: [number, number][]) => new Map(entries);

describe('refundForReturn', () => {
  it('refunds the returned units with their GST, without shipping, while part is kept', () => {
    const r = refundForReturn(basis(), m([]), m([[1, 1]]), true);
    expect(r).toEqual({
      lines: [{ lineNo: 1, quantity: 1, taxableValuePaise: 33_300, taxPaise: 5_994 }],
      shippingPaise: 0,
      shippingTaxPaise: 0,
      roundOffPaise: 0,
      amountPaise: 39_294,
    });
  });

  it('adds up to exactly what was paid over several partial returns', () => {
    const first = refundForReturn(basis(), m([]), m([[1, 1]]), true);
    const second = refundForReturn(
      basis({ refundedPaise: first.amountPaise }),
      m([[1, 1]]),
      m([[1, 2]]),
      true,
    );
    const third = refundForReturn(
      basis({ refundedPaise: first.amountPaise + second.amountPaise }),
      m([[1, 3]]),
      m([[2, 1]]),
      true,
    );
    expect(third.shippingPaise).toBe(50_000);
    expect(first.amountPaise + second.amountPaise + third.amountPaise).toBe(286_000);
  });

  it('keeps shipping for a change of mind, and never passes what is left of the payment', () => {
    const all = m([
      [1, 3],
      [2, 1],
    ]);
    expect(refundForReturn(basis(), m([]), all, false).amountPaise).toBe(286_000 - 50_000);
    const capped = refundForReturn(basis({ refundedPaise: 280_000 }), m([]), all, true);
    expect(capped.amountPaise).toBe(6_000);
  });

  it('gives back the GST on shipping with the shipping when it was charged (ADR 096)', () => {
    // The same order with 18% on the ₹500 shipping: paid ₹2,950 (round off +₹0.06).
    const taxed = basis({ shippingTaxPaise: 9_000, paidPaise: 295_000 });
    const all = m([
      [1, 3],
      [2, 1],
    ]);
    const r = refundForReturn(taxed, m([]), all, true);
    expect(r.shippingPaise).toBe(50_000);
    expect(r.shippingTaxPaise).toBe(9_000);
    expect(r.amountPaise).toBe(295_000);
    expect(refundForReturn(taxed, m([]), all, false)).toMatchObject({
      shippingTaxPaise: 0,
      amountPaise: 295_000 - 59_000,
    });
  });

  it('refuses more units than were bought', () => {
    expect(() => refundForReturn(basis(), m([[2, 1]]), m([[2, 1]]), true)).toThrow();
  });
});

describe('credit notes and payment status', () => {
  it('numbers credit notes in their own 16-character series', () => {
    expect(creditNoteNumber('26-27', 7)).toBe('CN/26-27/000007');
  });

  it('shows Partially refunded between nothing and everything', () => {
    expect(paymentStatusShown('Paid', 100, 1000)).toBe('Partially refunded');
    expect(paymentStatusShown('Paid', 0, 1000)).toBe('Paid');
    expect(paymentStatusShown('Refunded', 1000, 1000)).toBe('Refunded');
  });
});

describe('returnRequestSchema', () => {
  it('keeps the lines with a quantity and needs a reason', () => {
    const ok = returnRequestSchema.parse({
      lines: [
        { lineNo: '1', quantity: '0' },
        { lineNo: '2', quantity: '1' },
      ],
      reason: 'faulty',
      note: '  stopped  printing ',
    });
    expect(ok).toEqual({
      lines: [{ lineNo: 2, quantity: 1 }],
      reason: 'faulty',
      note: 'stopped printing',
    });
    expect(
      returnRequestSchema.safeParse({ lines: [{ lineNo: 1, quantity: 0 }], reason: 'faulty' })
        .success,
    ).toBe(false);
    expect(
      returnRequestSchema.safeParse({ lines: [{ lineNo: 1, quantity: 1 }], reason: 'x' }).success,
    ).toBe(false);
  });
});
