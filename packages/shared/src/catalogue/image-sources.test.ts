import { describe, expect, it } from 'vitest';
import { responsiveSources } from './image-sources';

describe('responsiveSources', () => {
  it('offers AVIF and WebP at every width for an uploaded picture', () => {
    const name = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    expect(responsiveSources(`/uploads/${name}-1200.webp`)).toEqual({
      avif: `/uploads/${name}-400.avif 400w, /uploads/${name}-800.avif 800w, /uploads/${name}-1200.avif 1200w`,
      webp: `/uploads/${name}-400.webp 400w, /uploads/${name}-800.webp 800w, /uploads/${name}-1200.webp 1200w`,
    });
  });

  it('offers a demo illustration as the pictures the build makes from it', () => {
    expect(responsiveSources('/images/products/p12-3.svg')).toEqual({
      avif: '/images/products/p12-3-400.avif 400w, /images/products/p12-3-800.avif 800w',
      webp: '/images/products/p12-3-400.webp 400w, /images/products/p12-3-800.webp 800w',
    });
  });

  it('leaves other pictures alone', () => {
    expect(responsiveSources('/images/products/fallback-printer.svg')).toBeUndefined();
    expect(responsiveSources('/images/products/p1-1.svg?x=1')).toBeUndefined();
    expect(responsiveSources('/uploads/short-1200.webp')).toBeUndefined();
    expect(
      responsiveSources('https://evil.example/uploads/a1b2c3d4e5f6a1b2c3d4e5f6-1200.webp'),
    ).toBeUndefined();
  });
});
