import { Container } from '~/components/ui/container';
import { ProductCard } from '~/features/catalogue/product-card';
import { toCardProduct } from '~/features/catalogue/product-views';
import { RemoveFromWishlistButton } from '~/features/wishlist/remove-button';
import { useWishlistProducts } from '~/features/wishlist/use-wishlist-products';
import { useWishlist } from '~/features/wishlist/wishlist-context';
import {
  WishlistEmpty,
  WishlistError,
  WishlistSkeleton,
} from '~/features/wishlist/wishlist-states';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/wishlist';

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: 'My Wishlist',
      description: 'Products you saved for later.',
      path: '/wishlist',
      publicUrl: publicUrlFrom(matches),
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function WishlistPage() {
  const { ids, ready } = useWishlist();
  const { products, loading, failed, retry } = useWishlistProducts();
  const count = loading ? ids.length : products.length;

  return (
    <Container className="py-6 sm:py-8">
      <div className="mb-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Wishlist</h1>
        {ready && count > 0 && (
          <p className="text-sm text-slate-600">
            {count} saved {count === 1 ? 'product' : 'products'}
          </p>
        )}
      </div>
      {failed ? (
        <WishlistError onRetry={retry} />
      ) : loading ? (
        <WishlistSkeleton rows={Math.min(Math.max(ids.length, 2), 6)} />
      ) : products.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {products.map((p, i) => (
            <li key={p.id}>
              <ProductCard
                product={toCardProduct(p, { withSummary: true })}
                variant="list"
                priority={i === 0}
                showBuyNow={false}
              >
                <RemoveFromWishlistButton id={p.id} name={p.name} />
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
