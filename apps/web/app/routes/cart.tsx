import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { CartLine } from '~/features/cart/components/cart-line';
import { OrderSummary } from '~/features/cart/components/order-summary';
import { useCart } from '~/features/cart/cart-context';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Your Cart',
    description: 'Review the billing machines, printers and accessories in your cart.',
    path: '/cart',
    publicUrl: publicUrlFrom(matches),
  }),
  { name: 'robots', content: 'noindex' },
];

export default function CartPage() {
  const { items, totals, ready } = useCart();
  // /checkout sends an empty cart here (issue 4).
  const emptyCheckout = useSearchParams()[0].get('notice') === 'empty-checkout';
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Shopping Cart</h1>
      {emptyCheckout && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your cart is empty, so there is nothing to check out yet. Add products to your cart first.
        </p>
      )}
      {!ready ? (
        <CartSkeleton />
      ) : items.length === 0 ? (
        <div className="mt-10 flex min-h-[22rem] flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Icon name="shopping-cart" className="h-12 w-12 text-slate-400" />
          <p className="mt-4 text-lg font-medium">Your cart is empty</p>
          <p className="mt-1 text-slate-600">
            Browse billing machines, printers and scanners for your shop.
          </p>
          <Link to="/products" className={buttonClass('primary', 'lg', 'mt-6')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 sm:px-6"
            aria-label="Items in your cart"
          >
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <OrderSummary totals={totals}>
              <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
                Proceed to Checkout
              </Link>
              <Link to="/products" className={buttonClass('outline', 'lg', 'w-full')}>
                Continue Shopping
              </Link>
            </OrderSummary>
          </div>
        </div>
      )}
    </Container>
  );
}

/**
 * Shown until the cart is read from this browser: the empty cart's box, so the commonest first
 * view (a visitor with nothing in the cart) does not move when it arrives.
 */
function CartSkeleton() {
  return (
    <div
      className="mt-10 h-[22rem] animate-pulse rounded-xl border border-dashed border-slate-300 bg-slate-100"
      aria-busy="true"
      aria-label="Loading your cart"
    />
  );
}
