import { Star } from 'lucide-react';

/** Five stars filled to the rating, with the review count. */
export function Rating({ rating, reviews }: { rating: number; reviews?: number }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <span className="inline-flex" role="img" aria-label={`Rated ${rating} out of 5`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={
              n <= full ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-slate-300'
            }
          />
        ))}
      </span>
      <span>{rating.toFixed(1)}</span>
      {reviews !== undefined && <span>({reviews.toLocaleString('en-IN')} reviews)</span>}
    </span>
  );
}
