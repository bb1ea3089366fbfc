import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  canPay,
  payByTime,
  paymentWindowStart,
  PAYMENT_WINDOW_MINUTES,
} from './payment-window';

describe('payment window', () => {
  it('gives 30 minutes from placing the order', () => {
    expect(PAYMENT_WINDOW_MINUTES).toBe(30);
    expect(payByTime('2026-11-21T10:00:00.000Z')).toBe('2026-11-21T10:30:00.000Z');
  });

  it('counts an order placed exactly 30 minutes ago as out of time, a later one not', () => {
    const now = new Date('2026-11-21T10:30:00.000Z');
    expect(paymentWindowStart(now)).toBe('2026-11-21T10:00:00.000Z');
    // Orders are out of time when created_at < start, so 10:00:00.001 still has a millisecond.
    expect('2026-11-21T09:59:59.999Z' < paymentWindowStart(now)).toBe(true);
    expect('2026-11-21T10:00:00.001Z' < paymentWindowStart(now)).toBe(false);
  });

  it('waits only for placed orders that are not paid', () => {
    expect(awaitsPayment({ status: 'Placed', paymentStatus: 'Pending' })).toBe(true);
    expect(awaitsPayment({ status: 'Placed', paymentStatus: 'Failed' })).toBe(true);
    expect(awaitsPayment({ status: 'Placed', paymentStatus: 'Paid' })).toBe(false);
    expect(awaitsPayment({ status: 'Processing', paymentStatus: 'Pending' })).toBe(false);
    expect(awaitsPayment({ status: 'Cancelled', paymentStatus: 'Pending' })).toBe(false);
  });
});

describe('canPay', () => {
  const placedAt = '2026-11-21T10:00:00.000Z';
  const at = (minutes: number) => new Date(Date.parse(placedAt) + minutes * 60_000);

  it('allows paying a placed, unpaid order until its window closes', () => {
    const order = { status: 'Placed', paymentStatus: 'Pending', placedAt };
    expect(canPay(order, at(0))).toBe(true);
    expect(canPay(order, at(PAYMENT_WINDOW_MINUTES - 1))).toBe(true);
    expect(canPay(order, at(PAYMENT_WINDOW_MINUTES))).toBe(false);
    expect(canPay({ ...order, paymentStatus: 'Failed' }, at(1))).toBe(true);
  });

  it('refuses a paid, refunded, cancelled or moved-on order', () => {
    for (const [status, paymentStatus] of [
      ['Placed', 'Paid'],
      ['Placed', 'Refunded'],
      ['Cancelled', 'Pending'],
      ['Processing', 'Pending'],
    ]) {
      expect(canPay({ status: status!, paymentStatus: paymentStatus!, placedAt }, at(1))).toBe(
        false,
      );
    }
  });
});
