import { describe, expect, it } from 'vitest';
import { insertSorted, removeSorted, sortInSteps } from './sorted-list';

const byValue = (a: { v: number; i: number }, b: { v: number; i: number }) => a.v - b.v;

describe('sortInSteps', () => {
  it('sorts as Array.prototype.sort does (stably), pausing between steps', async () => {
    for (const length of [0, 1, 2, 3, 7, 8, 9, 100, 1000]) {
      const items = Array.from({ length }, (_, i) => ({ v: (i * 7919) % 13, i }));
      const expected = [...items].sort(byValue);
      let pauses = 0;
      await sortInSteps(items, byValue, async () => void pauses++, 8);
      expect(items).toEqual(expected);
      if (length > 8) expect(pauses).toBeGreaterThan(length / 8);
    }
  });
});

describe('insertSorted and removeSorted', () => {
  it('keep a list in order and take out the very object', () => {
    const list: { v: number; i: number }[] = [];
    const items = [5, 1, 4, 1, 3].map((v, i) => ({ v, i }));
    const order = (a: { v: number; i: number }, b: { v: number; i: number }) =>
      a.v - b.v || a.i - b.i;
    for (const item of items) insertSorted(list, item, order);
    expect(list.map((x) => x.v)).toEqual([1, 1, 3, 4, 5]);
    expect(removeSorted(list, items[3]!, order)).toBe(true);
    expect(removeSorted(list, { v: 4, i: 2 }, order)).toBe(false);
    expect(list.map((x) => x.i)).toEqual([1, 4, 2, 0]);
  });
});
