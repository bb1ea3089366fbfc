import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGES, imageChain, ProductImage } from './product-image';

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

describe('ProductImage', () => {
  it('offers an upload in AVIF and WebP at every width, sized for where it shows', () => {
    const name = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const html = renderToStaticMarkup(
      <ProductImage src={`/uploads/${name}-1200.webp`} alt="Printer" sizes="50vw" />,
    );
    expect(html).toContain(
      `<source type="image/avif" srcSet="/uploads/${name}-400.avif 400w, /uploads/${name}-800.avif 800w, /uploads/${name}-1200.avif 1200w" sizes="50vw"/>`,
    );
    expect(html).toMatch(/<img [^>]*srcSet="\/uploads\/[0-9a-f]{24}-400\.webp 400w/);
    expect(html).toMatch(/width="800" height="800"/);
    expect(html).toContain('loading="lazy"');
  });

  it('offers a demo illustration as built pictures, eager and high priority when it is the LCP', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="/images/products/p1-1.svg" alt="Printer" priority sizes="100vw" />,
    );
    expect(html).toContain(
      '<source type="image/avif" srcSet="/images/products/p1-1-400.avif 400w, /images/products/p1-1-800.avif 800w" sizes="100vw"/>',
    );
    // The SVG stays the image's src: a browser without srcset still shows the product.
    expect(html).toContain('src="/images/products/p1-1.svg"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it('keeps a fallback picture a plain image', () => {
    const html = renderToStaticMarkup(<ProductImage src={FALLBACK_IMAGES[0]} alt="Printer" />);
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
  });
});
