import { Icon } from './icon';

/** Width of the filled stars laid over the grey ones, by whole stars (classes for Tailwind). */
const FILLED = ['w-0', 'w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'] as const;

/** Five stars filled to the rating, with the review count. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className="rating">
      <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
        <Icon name="star-row" />
        <span className={FILLED[full]}>
          <Icon name="star-row" />
        </span>
      </span>
      <span>{rating.toFixed(1)}</span>
      {reviews !== undefined && <span>{`(${reviews.toLocaleString('en-IN')} reviews)`}</span>}
    </span>
  );
}
