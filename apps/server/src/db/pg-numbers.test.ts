import { describe, expect, it } from 'vitest';
import { readInt8, readNumeric, UnsafeNumberError } from './pg-numbers';

describe('PostgreSQL int8 and numeric read as numbers', () => {
  it('reads amounts past 32 bits exactly', () => {
    expect(readInt8('2596000000')).toBe(2_596_000_000);
    expect(readInt8('-42')).toBe(-42);
    expect(readNumeric('7596000000')).toBe(7_596_000_000);
    expect(readNumeric('4.5000000000000000')).toBe(4.5);
  });

  it('refuses a value a JavaScript number cannot hold exactly', () => {
    expect(readInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => readInt8('9007199254740993')).toThrow(UnsafeNumberError);
    expect(() => readNumeric('9007199254740993')).toThrow(/beyond Number.MAX_SAFE_INTEGER/);
    expect(() => readNumeric('1e400')).toThrow(UnsafeNumberError);
  });
});
