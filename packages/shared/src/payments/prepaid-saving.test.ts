import { describe, expect, it } from 'vitest';
import { prepaidSaving } from './prepaid-saving';

describe('the prepaid incentive', () => {
  const lines = [{ price: 1200, quantity: 2 }];

  it('is the configured COD fee and its GST at the goods rate', () => {
    expect(prepaidSaving(lines, 5000)).toEqual({ feePaise: 5000, taxPaise: 900 });
    expect(prepaidSaving(lines, 9900)).toEqual({ feePaise: 9900, taxPaise: 1782 });
  });

  it('is nothing when the shop charges no COD fee, or the cart is empty', () => {
    expect(prepaidSaving(lines, 0)).toEqual({ feePaise: 0, taxPaise: 0 });
    expect(prepaidSaving([], 5000)).toEqual({ feePaise: 0, taxPaise: 0 });
  });
});
