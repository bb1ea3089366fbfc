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
  if (reviews === 0) return <span className="rating">No reviews yet</span>;
  const full = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className="rating">
      <span
        className={`stars ${FILLED[full]}`}
        role="img"
        aria-label={`Rated ${rating} out of 5`}
      />
      <span>{rating.toFixed(1)}</span>
      {reviews !== undefined && (
        <span>{`(${reviews.toLocaleString('en-IN')} ${reviews === 1 ? 'review' : 'reviews'})`}</span>
      )}
    </span>
  );
}
