import type { Product } from '@shop/shared/catalogue/product';
import type { ListView } from './list-params';
import { ProductCard } from './product-card';

/** Cards whose pictures load at once (and are preloaded): about the first screenful. */
export const EAGER_IMAGES = 4;

/** The page of products as a grid (1/2/3 columns) or a list. */
export function ProductResults({
  products,
  view,
  loading,
}: {
  products: Product[];
  view: ListView;
  loading: boolean;
}) {
  return (
    <ul
      aria-busy={loading}
      className={`transition-opacity ${loading ? 'opacity-60' : ''} ${
        view === 'list'
          ? 'flex flex-col gap-4'
          : 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 sm:gap-5'
      }`}
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} variant={view} priority={i < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
