import { responsiveSources } from '@shop/shared/catalogue/image-sources';
import type { ComponentProps } from 'react';

/**
 * An image that offers its picture's variants when it has them (ADR 028, 113): an upload's or a
 * demo illustration's AVIF in a `<source>` and WebP in the image's own `srcset`, at the widths
 * `sizes` chooses among. Any other picture (a fallback SVG) is the plain image.
 */
export function Picture({
  src,
  sizes,
  alt,
  offerVariants = true,
  ...img
}: Omit<ComponentProps<'img'>, 'srcSet'> & {
  src: string;
  /** How wide the picture shows, for choosing among its widths. */
  sizes: string;
  alt: string;
  /** False for a picture that stands in for one that failed: its variants would fail too. */
  offerVariants?: boolean;
}) {
  const sources = offerVariants ? responsiveSources(src) : undefined;
  const image = (
    <img src={src} alt={alt} {...img} {...(sources && { srcSet: sources.webp, sizes })} />
  );
  if (!sources) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {image}
    </picture>
  );
}
