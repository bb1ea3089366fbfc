/**
 * Responsive variants of uploaded product pictures (ADR 028). Every back-office upload is stored
 * at these widths in AVIF and WebP under one random name, so a page can offer the browser
 * `srcset`s from the URL alone: `/uploads/<name>-1200.webp` is what a product's images hold.
 * A narrower original is never enlarged, so its wider files hold the original width.
 */
export const UPLOAD_WIDTHS = [400, 800, 1200] as const;
export const UPLOAD_FORMATS = ['avif', 'webp'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

const UPLOADED = /^\/uploads\/([0-9a-f]{24})-1200\.webp$/;

/** The file name of one variant: `<name>-<width>.<format>`. */
export const uploadVariantName = (name: string, width: number, format: UploadFormat) =>
  `${name}-${width}.${format}`;

/** `srcset` strings per format for an uploaded picture; undefined for any other URL (SVGs). */
export function responsiveSources(url: string): Record<UploadFormat, string> | undefined {
  const name = UPLOADED.exec(url)?.[1];
  if (!name) return undefined;
  const srcset = (format: UploadFormat) =>
    UPLOAD_WIDTHS.map((w) => `/uploads/${uploadVariantName(name, w, format)} ${w}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
