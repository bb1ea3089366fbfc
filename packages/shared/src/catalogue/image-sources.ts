/**
 * Responsive variants of product pictures (ADR 028). Every back-office upload is stored at these
 * widths in AVIF and WebP under one random name, so a page can offer the browser `srcset`s from
 * the URL alone: `/uploads/<name>-1200.webp` is what a product's images hold. A narrower original
 * is never enlarged, so its wider files hold the original width.
 */
export const UPLOAD_WIDTHS = [400, 800, 1200] as const;
export const UPLOAD_FORMATS = ['avif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
/** sharp's settings for each format, the same for uploads and the demo illustrations. */
export const VARIANT_ENCODING = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 82 },
} as const;

const UPLOADED = /^\/uploads\/([0-9a-f]{24})-1200\.webp$/;

/**
 * The demo catalogue's illustrations (`/images/products/p1-1.svg`, 800 px square) are drawn as
 * SVG and served as pictures made from them at build time, at these widths (ADR 113): a browser
 * draws every SVG `<img>` as a document of its own on the page's main thread, which a catalogue
 * page of sixteen cards paid for in hundreds of milliseconds of blocked time on a phone.
 */
export const ILLUSTRATION_WIDTHS = [400, 800] as const;
/** Where the illustrations and the pictures made from them are served. */
export const ILLUSTRATIONS_PATH = '/images/products';
/** `<ILLUSTRATIONS_PATH>/<name>.svg`; the fallback pictures (`fallback-*.svg`) stay SVG. */
export const ILLUSTRATION = new RegExp(`^${ILLUSTRATIONS_PATH}/(p\\d+-\\d+)\\.svg$`);

/** The file name of one variant: `<name>-<width>.<format>`. */
export const uploadVariantName = (name: string, width: number, format: UploadFormat) =>
  `${name}-${width}.${format}`;

/**
 * `srcset` strings per format for an uploaded picture or a demo illustration; undefined for any
 * other URL (the fallback SVGs, a picture from elsewhere).
 */
export function responsiveSources(url: string): Record<UploadFormat, string> | undefined {
  const uploaded = UPLOADED.exec(url)?.[1];
  const illustration = ILLUSTRATION.exec(url)?.[1];
  const variants = uploaded
    ? { folder: '/uploads', name: uploaded, widths: UPLOAD_WIDTHS }
    : illustration
      ? { folder: ILLUSTRATIONS_PATH, name: illustration, widths: ILLUSTRATION_WIDTHS }
      : undefined;
  if (!variants) return undefined;
  const { folder, name, widths } = variants;
  const srcset = (format: UploadFormat) =>
    widths.map((w) => `${folder}/${uploadVariantName(name, w, format)} ${w}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
