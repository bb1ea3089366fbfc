import { describe, expect, it } from 'vitest';
import { limitHeapGrowth } from './heap';

describe('limitHeapGrowth', () => {
  it('leaves a growing factor the operator set on the command line or in NODE_OPTIONS', () => {
    expect(limitHeapGrowth(['--heap-growing-percent=80'], '')).toBe(false);
    expect(limitHeapGrowth([], '--max-old-space-size=900 --heap-growing-percent=80')).toBe(false);
  });

  it('sets its own otherwise', () => {
    expect(limitHeapGrowth(['--enable-source-maps'], '--max-old-space-size=900')).toBe(true);
  });
});
