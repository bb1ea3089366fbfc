import { REVIEW_TEXTS } from '@shop/shared/reviews/texts';
import { Icon } from './icon';

/** "Verified purchase": every published review has a delivered order behind it (ADR 051). */
export function VerifiedPurchase({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 font-medium text-emerald-700 ${className}`}>
      <Icon name="badge-check" className="h-4 w-4" />
      {REVIEW_TEXTS.verified}
    </span>
  );
}
