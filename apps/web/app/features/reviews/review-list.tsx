import { formatIndiaDate } from '@shop/shared/format/india-time';
import type { ProductReviews } from '@shop/shared/reviews/review';
import { Link } from '~/lib/i18n/links';
import { VerifiedPurchase } from '~/components/ui/verified-purchase';
import { Rating } from '~/components/ui/rating';
import { useT } from '~/lib/i18n/i18n';

/** Approved reviews, newest first, each with its buyer, city, date and the shop's reply. */
export function ReviewList({ data, productId }: { data: ProductReviews; productId: number }) {
  const t = useT();
  if (data.reviews.length === 0) {
    return <p className="text-sm text-slate-600">{t('product.reviews.none')}</p>;
  }
  return (
    <div>
      <ol className="divide-y divide-slate-200" aria-label={t('product.reviews.list')}>
        {data.reviews.map((r) => (
          <li key={r.id} className="py-5 first:pt-0">
            <article aria-labelledby={`review-${r.id}`}>
              <Rating rating={r.rating} />
              <h3 id={`review-${r.id}`} className="mt-1 font-semibold text-slate-900">
                {r.title || t('product.reviews.ratingTitle', { rating: r.rating })}
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {r.author}, {r.city} · {formatIndiaDate(r.date)} ·{' '}
                <VerifiedPurchase label={t('product.reviews.verified')} />
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-800">{r.body}</p>
              {r.reply && (
                <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-slate-50 px-4 py-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {t('product.reviews.reply', { date: formatIndiaDate(r.reply.date) })}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700">{r.reply.text}</p>
                </div>
              )}
            </article>
          </li>
        ))}
      </ol>
      {data.pageCount > 1 && (
        <nav
          aria-label={t('product.reviews.more')}
          className="mt-4 flex items-center gap-4 text-sm"
        >
          {data.page > 1 && (
            <Link
              to={`/product/${productId}?reviews=${data.page - 1}#reviews`}
              preventScrollReset
              className="font-medium text-brand-700 hover:underline"
            >
              {t('product.reviews.newer')}
            </Link>
          )}
          <span className="text-slate-600">
            {t('product.reviews.page', { page: data.page, count: data.pageCount })}
          </span>
          {data.page < data.pageCount && (
            <Link
              to={`/product/${productId}?reviews=${data.page + 1}#reviews`}
              preventScrollReset
              className="font-medium text-brand-700 hover:underline"
            >
              {t('product.reviews.older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
