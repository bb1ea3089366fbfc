import { formatIndiaDate } from '@shop/shared/format/india-time';
import type { ReviewOfProduct } from '@shop/shared/reviews/review';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { Rating } from '~/components/ui/rating';
import { VerifiedPurchase } from '~/components/ui/verified-purchase';
import { useT } from '~/lib/i18n/i18n';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');
}

/** One approved review of a product, as the home page quotes it (ADR 051). */
export function TestimonialCard({ testimonial: r }: { testimonial: ReviewOfProduct }) {
  const t = useT();
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <Rating rating={r.rating} />
        <Icon name="quote" className="h-7 w-7 text-brand-100" />
      </div>
      <blockquote className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-slate-700">
        <p>“{r.body}”</p>
      </blockquote>
      <p className="mt-3 text-sm">
        <Link to={`/product/${r.productId}#reviews`} className="text-brand-700 hover:underline">
          {r.productName}
        </Link>
      </p>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-slate-100 pt-4">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {initials(r.author)}
        </span>
        <span className="min-w-0 flex-1 text-sm">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-semibold text-slate-900">{r.author}</span>
            <VerifiedPurchase className="text-xs" label={t('product.reviews.verified')} />
          </span>
          <span className="block text-slate-600">{r.city}</span>
          <time dateTime={r.date} className="block text-xs text-slate-500">
            {formatIndiaDate(r.date)}
          </time>
        </span>
      </figcaption>
    </figure>
  );
}
