import { redirect } from 'react-router';
import { Container } from '~/components/ui/container';
import { loginPath } from '~/features/account/safe-redirect';
import { CheckoutScreen } from '~/features/checkout/checkout-screen';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/checkout';

/**
 * Checkout requires login (spec §4 Protected checkout): a guest goes to /login with this path
 * saved, and comes back here after logging in or signing up. The saved profile, read here,
 * fills the delivery details; the steps run in the browser.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.shopper) throw redirect(loginPath('/checkout'));
  return { profile: await context.shopper.profile() };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: 'Checkout',
    description: 'Delivery address, payment method and a last look at your order before you pay.',
    path: '/checkout',
    publicUrl: publicUrlFrom(matches),
  }),
  { name: 'robots', content: 'noindex' },
];

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <CheckoutScreen profile={loaderData.profile} />
    </Container>
  );
}
