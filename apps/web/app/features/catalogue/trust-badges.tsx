import type { Product } from '@shop/shared/catalogue/product';
import { productPromises, type ProductPromise } from '@shop/shared/catalogue/promises';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

const ICONS = {
  delivery: 'truck',
  returns: 'rotate-ccw',
  warranty: 'shield-check',
} as const satisfies Record<ProductPromise['kind'], string>;

/** The promises shown under the purchase buttons on a product page (spec §2), from its data. */
export function TrustBadges({
  product,
}: {
  product: Pick<Product, 'price' | 'warrantyYears' | 'returnable'>;
}) {
  const t = useT();
  const promises = productPromises(product);
  return (
    <ul
      className={`grid gap-2 border-t border-slate-200 pt-5 ${promises.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
    >
      {promises.map(({ kind, message }) => (
        <li key={kind} className="flex flex-col items-center gap-1.5 text-center">
          <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={ICONS[kind]} className="h-5 w-5" />
          </span>
          <span className="text-sm font-semibold text-slate-900">
            {t(message.title, message.values)}
          </span>
          <span className="text-xs text-slate-500">{t(message.note, message.values)}</span>
        </li>
      ))}
    </ul>
  );
}
