import { formatRupees } from '@shop/shared/format/money';
import type { RatingSummary } from '@shop/shared/reviews/review';
import { CLAIMS, productCountClaim } from '@shop/shared/shop/claims';
import { SHOP } from '@shop/shared/shop/identity';
import { Icon, type IconName } from '~/components/ui/icon';

interface Claim {
  icon: IconName;
  value: string;
  label: string;
}

/**
 * The marketing claims of spec §1: the product count counted from the catalogue, the rating from
 * approved reviews, the seller's own figures from SHOP.record, the policies from CLAIMS.
 */
const claimTiles = (productCount: number, rating: RatingSummary): Claim[] => [
  {
    icon: 'store',
    value: SHOP.record.customers,
    label: `Customers: ${SHOP.record.customersLong} across India`,
  },
  { icon: 'package', value: productCountClaim(productCount), label: 'Products in our range' },
  { icon: 'award', value: SHOP.record.yearsInBusiness, label: 'Years of experience' },
  { icon: 'headphones', value: CLAIMS.support, label: 'Support on WhatsApp and email' },
  ...ratingTile(rating),
  {
    icon: 'truck',
    value: 'Free',
    label: `Shipping on orders above ${formatRupees(CLAIMS.freeShippingAbove)}`,
  },
  { icon: 'rotate-ccw', value: `${CLAIMS.returnDays}-day`, label: 'Easy returns' },
  { icon: 'lock', value: 'SSL', label: 'Secure, encrypted payments' },
];

/** The average of every approved review; no tile before there is one. */
function ratingTile(rating: RatingSummary): Claim[] {
  if (rating.count === 0) return [];
  const reviews = rating.count.toLocaleString('en-IN');
  return [
    {
      icon: 'star',
      value: `${rating.average.toFixed(1)}/5`,
      label: `Average rating from ${reviews} verified ${rating.count === 1 ? 'review' : 'reviews'}`,
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
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="text-2xl font-semibold tracking-tight text-slate-900">
        {SHOP.name} in numbers
      </h2>
      <dl className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {claimTiles(productCount, rating).map(({ icon, value, label }) => (
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
