import { describe, expect, it } from 'vitest';
import { reviewerName, reviewInputSchema, roundRating, ratingSummary } from './review';

describe('ratingSummary', () => {
  it('averages to one decimal and counts each star', () => {
    expect(ratingSummary([1, 0, 0, 2, 1])).toEqual({
      average: 3.5,
      count: 4,
      byStars: [1, 0, 0, 2, 1],
    });
  });
  it('is zero with no reviews', () => {
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({
      average: 0,
      count: 0,
      byStars: [0, 0, 0, 0, 0],
    });
  });
  it('rounds half up', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(13 / 3)).toBe(4.3);
    expect(roundRating(4.249)).toBe(4.2);
  });
});

describe('reviewerName', () => {
  it('keeps the first name and the last initial', () => {
    expect(reviewerName('Priya Sharma')).toBe('Priya S.');
    expect(reviewerName('  ravi  kumar  reddy ')).toBe('ravi R.');
    expect(reviewerName('Anil')).toBe('Anil');
    expect(reviewerName(' ')).toBe('Customer');
  });
});

describe('reviewInputSchema', () => {
  it('takes form text: rating as text, trimmed body, empty title', () => {
    const parsed = reviewInputSchema.parse({ rating: '4', body: '  Prints fast and clear.  ' });
    expect(parsed).toEqual({ rating: 4, title: '', body: 'Prints fast and clear.' });
  });
  it('refuses a rating outside 1–5 and a short body', () => {
    expect(reviewInputSchema.safeParse({ rating: 0, body: 'Good printer, works.' }).success).toBe(
      false,
    );
    expect(reviewInputSchema.safeParse({ rating: 6, body: 'Good printer, works.' }).success).toBe(
      false,
    );
    expect(reviewInputSchema.safeParse({ rating: 3, body: 'ok' }).success).toBe(false);
  });
});
