import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits } from './if-none-match';

describe('ifNoneMatchHits (RFC 9110 §13.1.2)', () => {
  it('matches the tag alone, weak or strong on either side', () => {
    expect(ifNoneMatchHits('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', '"abc"')).toBe(true);
  });

  it('matches the tag anywhere in a list, whatever the spaces', () => {
    expect(ifNoneMatchHits('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits('W/"abc","y"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits(' "x" ,  "abc" ', 'W/"abc"')).toBe(true);
  });

  it('matches any tag with *', () => {
    expect(ifNoneMatchHits('*', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchHits(' * ', '"z"')).toBe(true);
  });

  it('never matches another tag, a part of one, or nothing', () => {
    expect(ifNoneMatchHits('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('"ab", "c"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('abc', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits('', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, 'W/"abc"')).toBe(false);
  });
});
