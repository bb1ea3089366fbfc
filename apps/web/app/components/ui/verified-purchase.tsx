import { REVIEW_TEXTS } from '@shop/shared/reviews/texts';
import { Icon } from './icon';

/** "Verified purchase": every published review has a delivered order behind it (ADR 051). */
export function VerifiedPurchase({
  className = '',
  label = REVIEW_TEXTS.verified,
}: {
  className?: string;
  /** In the page's language where the page is in the catalogue (ADR 107). */
  label?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-1 font-medium text-emerald-700 ${className}`}>
      <Icon name="badge-check" className="h-4 w-4" />
      {label}
    </span>
  );
}
