import { formatRupees } from '@shop/shared/format/money';
import { CLAIMS } from '@shop/shared/shop/claims';
import { Icon } from '~/components/ui/icon';

const BADGES = [
  {
    icon: 'truck',
    title: 'Free Delivery',
    note: `On orders above ${formatRupees(CLAIMS.freeShippingAbove)}`,
  },
  { icon: 'rotate-ccw', title: `${CLAIMS.returnDays} Days Return`, note: 'Easy returns' },
  { icon: 'shield-check', title: '3 Year Warranty', note: 'Manufacturer warranty' },
] as const;

/** The three promises shown under the purchase buttons on a product page (spec §2). */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-3 gap-2 border-t border-slate-200 pt-5">
      {BADGES.map(({ icon, title, note }) => (
        <li key={title} className="flex flex-col items-center gap-1.5 text-center">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={icon} className="h-5 w-5" />
          </span>
          <span className="text-sm font-semibold text-slate-900">{title}</span>
          <span className="text-xs text-slate-500">{note}</span>
        </li>
      ))}
    </ul>
  );
}
