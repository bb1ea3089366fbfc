import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { ProductImage } from './product-image';

const arrowClass =
  'absolute top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow ring-1 ring-slate-200 transition hover:bg-white';

/** Main picture with previous/next arrows (and ←/→ keys) and a row of thumbnails. */
export function ProductGallery({
  name,
  images,
  priority = false,
}: {
  name: string;
  images: string[];
  priority?: boolean;
}) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const count = Math.max(images.length, 1);
  const show = (i: number) => setCurrent((i + count) % count);
  const thumbs = useRef<HTMLUListElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (current + step + count) % count;
    setCurrent(next);
    // On a thumbnail, focus follows the picture shown.
    if (thumbs.current?.contains(e.target as Node)) {
      // an event's target in a page is a Node
      thumbs.current.querySelectorAll('button')[next]?.focus();
    }
  };

  return (
    <div
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
      role="group"
      aria-roledescription="gallery"
      aria-label={t('productView.pictures', { name })}
    >
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <ProductImage
          src={images[current]}
          alt={count > 1 ? t('productView.pictureOf', { name, number: current + 1, count }) : name}
          priority={priority}
          className="p-2 max-sm:aspect-[2/1] sm:p-4"
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t('productView.previousPicture')}
              onClick={() => show(current - 1)}
              className={`${arrowClass} left-3`}
            >
              <Icon name="chevron-left" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={t('productView.nextPicture')}
              onClick={() => show(current + 1)}
              className={`${arrowClass} right-3`}
            >
              <Icon name="chevron-right" className="h-5 w-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/70 px-2.5 py-0.5 text-xs font-medium text-white"
            >
              <span className="sr-only">{t('productView.counterPicture')}</span>
              {current + 1}
              <span aria-hidden="true"> / </span>
              <span className="sr-only">{t('productView.counterOf')}</span>
              {count}
            </p>
          </>
        )}
      </div>
      {/* A phone keeps the arrows and the counter; the thumbnails would push the price down. */}
      {count > 1 && (
        <ul ref={thumbs} className="hidden grid-cols-4 gap-2 sm:grid sm:gap-3">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('productView.showPicture', { number: i + 1, count })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
                className={`block w-full overflow-hidden rounded-lg border-2 bg-white transition ${
                  i === current ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <ProductImage src={src} alt="" className="p-1" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
