import { ProductCard } from './product-card';
import type { CardProduct } from './product-views';
import { useT } from '~/lib/i18n/i18n';

/** Up to four products from the same category (spec §9). */
export function RelatedProducts({ products }: { products: CardProduct[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="below-fold">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {t('product.related')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
