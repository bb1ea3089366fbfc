import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './method-labels';

describe('paymentMethodLabel', () => {
  it('names a method as stored by an order or reported by Razorpay, in any case', () => {
    expect(paymentMethodLabel('NETBANKING')).toBe('Net Banking');
    expect(paymentMethodLabel('card')).toBe('Credit / Debit Card');
    expect(paymentMethodLabel('emi')).toBe('EMI');
    expect(paymentMethodLabel('cardless_emi')).toBe('cardless_emi');
  });
});
