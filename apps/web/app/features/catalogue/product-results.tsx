import type { ListView } from './list-params';
import { ProductCard } from './product-card';
import type { CardProduct } from './product-views';

/**
 * The page of products as a grid (1/2/3 columns) or a list. Only the first card's picture, the
 * largest thing on the first screen, loads at once with high priority (React preloads it); the
 * rest load lazily so they do not compete with it.
 */
export function ProductResults({
  products,
  view,
  loading,
}: {
  products: CardProduct[];
  view: ListView;
  loading: boolean;
}) {
  return (
    <ul
      aria-busy={loading}
      className={`transition-opacity ${loading ? 'opacity-60' : ''} ${
        view === 'list' ? 'flex flex-col gap-4' : 'grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3'
      }`}
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} variant={view} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
