/** Footer links of spec §2, in the spec's order. */
export const SPEC_FOOTER_LINKS = [
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/products?category=scanners',
  '/products?category=pos',
  '/products?category=printers',
  '/products?category=software',
  '/help',
  '/shipping',
  '/returns',
  '/track-order',
  '/privacy',
  '/terms',
  '/cookies',
  '/refund',
];
