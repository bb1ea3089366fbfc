import { describe, expect, it } from 'vitest';
import { addLines, lowerLine } from './service';

describe("the cart's − (lowerLine)", () => {
  it('takes one off the line, never below one, and touches no other line', () => {
    const cart = [
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
    ];
    expect(lowerLine(cart, 1)).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
    expect(lowerLine(cart, 2)).toEqual(cart);
  });

  it('never makes a line for a product not in the cart', () => {
    expect(lowerLine([{ id: 1, quantity: 3 }], 7)).toEqual([{ id: 1, quantity: 3 }]);
  });

  it('with +, gives the same cart in whatever order quick taps arrive', () => {
    const start = [{ id: 1, quantity: 4 }];
    const up = (lines: typeof start) => addLines(lines, [{ id: 1, quantity: 1 }]);
    const down = (lines: typeof start) => lowerLine(lines, 1);
    expect(down(down(up(start)))).toEqual(up(down(down(start))));
    expect(down(up(down(start)))).toEqual([{ id: 1, quantity: 3 }]);
  });
});
