import type { RatingSummary } from '@shop/shared/reviews/review';
import { Rating } from '~/components/ui/rating';
import { useT } from '~/lib/i18n/i18n';

/** The average, the count and one bar per number of stars (5 down to 1), with the counts. */
export function RatingSummaryCard({ summary }: { summary: RatingSummary }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-bold text-slate-900">{summary.average.toFixed(1)}</span>
        <span className="text-sm text-slate-600">{t('product.reviews.outOf5')}</span>
      </p>
      <div className="mt-1">
        <Rating rating={summary.average} reviews={summary.count} />
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('product.reviews.byStars')}</caption>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = summary.byStars[stars - 1] ?? 0;
            const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
            return (
              <tr key={stars}>
                <th scope="row" className="w-14 py-1 pr-2 text-left font-normal text-slate-700">
                  {t('product.reviews.stars', { stars })}
                </th>
                <td className="py-1">
                  <span className="block h-2 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${share}%` }}
                    />
                  </span>
                </td>
                <td className="w-10 py-1 pl-2 text-right tabular-nums text-slate-700">{n}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
