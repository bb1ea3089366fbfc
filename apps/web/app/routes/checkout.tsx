import { Link, redirect } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { loginPath } from '~/features/account/safe-redirect';
import type { Route } from './+types/checkout';

/**
 * Stub until the checkout issue lands. Checkout requires login (spec §4 Protected checkout): a
 * guest goes to /login with this path saved, and comes back here after logging in or signing up.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect(loginPath('/checkout'));
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Checkout | Shubh Billing Systems' },
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage() {
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <p className="mt-4 max-w-xl text-slate-600">
        Online checkout is coming soon. Your cart is saved in your account; to order now, call or
        message us and we will send you a quote.
      </p>
      <Link to="/cart" className={buttonClass('outline', 'md', 'mt-6')}>
        Back to cart
      </Link>
    </Container>
  );
}
