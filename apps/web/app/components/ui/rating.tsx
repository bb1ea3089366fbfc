import { useT } from '~/lib/i18n/i18n';

/**
 * Width of the filled stars laid over the grey ones, by whole stars (classes for Tailwind). The
 * stars are drawn by CSS (.stars in ui.css), so a card carries one empty element for them.
 */
const FILLED = [
  'after:w-0',
  'after:w-1/5',
  'after:w-2/5',
  'after:w-3/5',
  'after:w-4/5',
  'after:w-full',
] as const;

/**
 * Five stars filled to the rating, with the review count; "No reviews yet" when a count of 0 is
 * given (a rating of 0 is no rating: ratings come from approved reviews, ADR 051).
 */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const t = useT();
  if (reviews === 0) return <span className="rating">{t('common.noReviews')}</span>;
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className="rating">
      <span
        className={`stars ${FILLED[full]}`}
        role="img"
        aria-label={t('common.ratedOutOf5', { rating })}
      />
      <span>{rating.toFixed(1)}</span>
      {reviews !== undefined && <span>{t('common.reviews', { count: reviews })}</span>}
    </span>
  );
}
