import { useEffect, useRef, useState } from 'react';
import { Picture } from '~/components/ui/picture';

/** Spec §4: when a product picture fails, try a machine, then a printer, then a scanner picture. */
export const FALLBACK_IMAGES = [
  '/images/products/fallback-machine.svg',
  '/images/products/fallback-printer.svg',
  '/images/products/fallback-scanner.svg',
] as const;

/** The pictures to try in order, without repeats or blanks. */
export function imageChain(src: string | undefined): string[] {
  return [...new Set([src, ...FALLBACK_IMAGES].filter((s): s is string => !!s))];
}

/**
 * A square product picture that reserves its space before loading (width/height + aspect ratio)
 * and steps down the fallback chain when a picture cannot be loaded.
 */
export function ProductImage({
  src,
  alt,
  priority = false,
  className = '',
  sizes = '(min-width: 1024px) 25vw, 50vw',
}: {
  src: string | undefined;
  alt: string;
  /** The page's largest picture (LCP): load at once with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** How wide the picture shows, for choosing among an upload's widths (srcset). */
  sizes?: string;
}) {
  const [attempt, setAttempt] = useState({ src, index: 0 });
  // A new src (gallery, another product) starts the chain again.
  const index = attempt.src === src ? attempt.index : 0;
  if (attempt.src !== src) setAttempt({ src, index: 0 });
  const chain = imageChain(src);
  const ref = useRef<HTMLImageElement>(null);

  const fail = () =>
    setAttempt((a) => ({
      src,
      index: Math.min((a.src === src ? a.index : 0) + 1, chain.length - 1),
    }));

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) fail();
    // Only the server-rendered picture can have failed unseen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Picture
      ref={ref}
      src={chain[index]!}
      offerVariants={index === 0}
      sizes={sizes}
      alt={alt}
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={index < chain.length - 1 ? fail : undefined}
      className={className ? `product-img ${className}` : 'product-img'}
    />
  );
}
