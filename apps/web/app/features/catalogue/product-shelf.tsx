import { Link } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { ProductCard } from '~/features/catalogue/product-card';
import type { CardProduct } from '~/features/catalogue/product-views';

/** A home page shelf of real products (best sellers, new arrivals) with a link to the rest. */
export function ProductShelf({
  id,
  title,
  products,
  priority = false,
  belowFold = false,
}: {
  id: string;
  title: string;
  products: CardProduct[];
  /** The first shelf's first picture is on the first screen: load it at once. */
  priority?: boolean;
  /** Below the first screen on every device: drawn only as it nears the screen (ADR 114). */
  belowFold?: boolean;
}) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`py-8 sm:py-10${belowFold ? ' below-fold' : ''}`}>
      <Container>
        <div className="flex items-end justify-between gap-4">
          <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          <Link
            to="/products"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('common.viewAll')}
            <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </div>
        {/* A phone swipes through the shelf (the page itself never scrolls sideways). */}
        <ul className="-mx-4 mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {products.map((p, i) => (
            <li key={p.id} className="flex w-[78%] shrink-0 snap-start sm:w-auto">
              <ProductCard product={p} priority={priority && i === 0} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
