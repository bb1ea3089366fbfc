import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  it('is undefined for no values', () => {
    expect(percentile([], 75)).toBeUndefined();
  });

  it('is the only value of one', () => {
    expect(percentile([1800], 75)).toBe(1800);
  });

  it('takes the value at rank ceil(0.75 n), whatever the order given', () => {
    // n = 4: rank 3.
    expect(percentile([4000, 1000, 3000, 2000], 75)).toBe(3000);
    // n = 5: rank ceil(3.75) = 4.
    expect(percentile([5, 1, 4, 2, 3], 75)).toBe(4);
    // n = 100: rank 75.
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 75)).toBe(75);
  });

  it('keeps fractions (CLS) as they are', () => {
    expect(percentile([0, 0.02, 0.1, 0.25], 75)).toBe(0.1);
  });

  it('gives the highest value at 100 and refuses 0', () => {
    expect(percentile([3, 9, 1], 100)).toBe(9);
    expect(() => percentile([1], 0)).toThrow(RangeError);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    percentile(values, 75);
    expect(values).toEqual([3, 1, 2]);
  });
});
