import { formatRupees } from '@shop/shared/format/money';
import type { RatingSummary } from '@shop/shared/reviews/review';
import { CLAIMS, productCountClaim } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Icon, type IconName } from '~/components/ui/icon';
import { useT, type Translate } from '~/lib/i18n/i18n';

interface Claim {
  icon: IconName;
  value: string;
  label: string;
}

/** "10,000+ businesses": the figure without its noun, which each language words itself. */
const customers = SHOP.record.customersLong.split(' ')[0] ?? '';

/**
 * The marketing claims of spec §1: the product count counted from the catalogue, the rating from
 * approved reviews, the seller's own figures from SHOP.record, the policies from CLAIMS.
 */
const claimTiles = (t: Translate, productCount: number, rating: RatingSummary): Claim[] => [
  {
    icon: 'store',
    value: SHOP.record.customers,
    label: t('about.claims.customers', { customers }),
  },
  { icon: 'package', value: productCountClaim(productCount), label: t('about.claims.products') },
  { icon: 'award', value: SHOP.record.yearsInBusiness, label: t('about.claims.years') },
  { icon: 'headphones', value: CLAIMS.support, label: t('about.claims.support') },
  ...ratingTile(t, rating),
  {
    icon: 'truck',
    value: t('about.claims.free'),
    label: t('about.claims.shipping', { amount: formatRupees(CLAIMS.freeShippingAbove) }),
  },
  {
    icon: 'rotate-ccw',
    value: t('about.claims.returnsValue', { days: CLAIMS.returnDays }),
    label: t('about.claims.returns'),
  },
  { icon: 'lock', value: 'SSL', label: t('about.claims.ssl') },
];

/** The average of every approved review; no tile before there is one. */
function ratingTile(t: Translate, rating: RatingSummary): Claim[] {
  if (rating.count === 0) return [];
  return [
    {
      icon: 'star',
      value: `${rating.average.toFixed(1)}/5`,
      label: t('about.claims.rating', { count: rating.count }),
    },
  ];
}

export function ClaimsGrid({
  productCount,
  rating,
}: {
  productCount: number;
  rating: RatingSummary;
}) {
  const t = useT();
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('about.claims.heading', { shop: SHOP.name })}
      </h2>
      <dl className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {claimTiles(t, productCount, rating).map(({ icon, value, label }) => (
          <div
            key={label}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="order-2 mt-1 text-sm leading-6 text-slate-700">{label}</dt>
            {/* A dl's div holds only dt and dd, so the icon sits inside the figure's dd. */}
            <dd className="order-1 text-3xl font-extrabold tracking-tight text-slate-900">
              <Icon name={icon} className="mb-3 block h-6 w-6 text-brand-700" />
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
