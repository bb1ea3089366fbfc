import { describe, expect, it } from 'vitest';
import {
  bankTransferAllowed,
  differenceText,
  transferReceivedFormSchema,
  transferReceivedSchema,
  transferReference,
} from './bank-transfer';

describe('bank transfer rules (ADR 106)', () => {
  it('is allowed from the minimum, and for any accepted quotation', () => {
    expect(bankTransferAllowed({ totalPaise: 2_499_999 }, 2_500_000)).toBe(false);
    expect(bankTransferAllowed({ totalPaise: 2_500_000 }, 2_500_000)).toBe(true);
    expect(bankTransferAllowed({ totalPaise: 100, source: 'quotation' }, 2_500_000)).toBe(true);
    expect(bankTransferAllowed({ totalPaise: 100, source: 'checkout' }, 2_500_000)).toBe(false);
  });

  it('checks each scheme’s UTR format, without spaces and in upper case', () => {
    const ok = (scheme: string, utr: string) =>
      transferReceivedSchema.safeParse({ scheme, utr, amountPaise: 1, receivedOn: '2026-11-28' });
    expect(ok('NEFT', 'sbin 1263 3112 3456').data?.utr).toBe('SBIN126331123456');
    expect(ok('NEFT', 'SBIN12633112345').success).toBe(false);
    expect(ok('RTGS', 'HDFCR52026112812345678').success).toBe(true);
    expect(ok('RTGS', 'HDFCR5202611281234567').success).toBe(false);
    expect(ok('IMPS', '633112345678').success).toBe(true);
    expect(ok('IMPS', '63311234567X').success).toBe(false);
    expect(ok('UPI', '633112345678').success).toBe(false);
  });

  it('reads the form’s rupees to paise exactly', () => {
    const form = (amount: string) =>
      transferReceivedFormSchema.safeParse({
        intent: 'bank-transfer',
        scheme: 'IMPS',
        utr: '633112345678',
        amount,
        receivedOn: '2026-11-28',
      });
    expect(form('29,500.5').data?.amountPaise).toBe(2_950_050);
    expect(form('₹ 29500').data?.amountPaise).toBe(2_950_000);
    expect(form('0.07').data?.amountPaise).toBe(7);
    for (const bad of ['', '12.345', '-5', 'abc', '0']) expect(form(bad).success).toBe(false);
  });

  it('names the reference after the order and says the difference', () => {
    expect(transferReference('ORD1795878421446')).toBe('BT1795878421446');
    expect(differenceText(-15050)).toBe('Short by ₹150.50');
    expect(differenceText(100)).toBe('Over by ₹1.00');
    expect(differenceText(0)).toBeNull();
  });
});
