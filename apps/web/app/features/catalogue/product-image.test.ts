import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGES, imageChain } from './product-image';

describe('imageChain', () => {
  it('tries the product picture, then machine, printer and scanner pictures (spec §4)', () => {
    expect(imageChain('/images/products/p1-1.svg')).toEqual([
      '/images/products/p1-1.svg',
      '/images/products/fallback-machine.svg',
      '/images/products/fallback-printer.svg',
      '/images/products/fallback-scanner.svg',
    ]);
  });

  it('skips a missing picture and never repeats one', () => {
    expect(imageChain(undefined)).toEqual([...FALLBACK_IMAGES]);
    expect(imageChain('')).toEqual([...FALLBACK_IMAGES]);
    expect(imageChain(FALLBACK_IMAGES[1])).toEqual([
      FALLBACK_IMAGES[1],
      FALLBACK_IMAGES[0],
      FALLBACK_IMAGES[2],
    ]);
  });
});
