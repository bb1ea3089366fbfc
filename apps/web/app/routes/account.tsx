import { useLocation, useMatches } from 'react-router';
import { Container } from '~/components/ui/container';
import { AccountPrompt } from '~/features/account/account-prompt';
import { AccountScreen } from '~/features/account/account-screen';
import { useUser } from '~/features/account/use-user';
import type { Route } from './+types/account';

// One module for /account and /orders (route id 'orders'), as in the spec: the same screen.
export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: `${location.pathname === '/orders' ? 'My Orders' : 'My Account'} | Shubh Billing Systems`,
  },
  { name: 'robots', content: 'noindex' },
];

export default function AccountPage() {
  const user = useUser();
  const { pathname } = useLocation();
  const isOrders = useMatches().some((m) => m.id === 'orders');
  return (
    <Container className="py-8 sm:py-12">
      {user ? (
        <AccountScreen
          // A fresh screen per route, so /account ↔ /orders starts on the right tab.
          key={isOrders ? 'orders' : 'account'}
          user={user}
          defaultTab={isOrders ? 'orders' : 'profile'}
        />
      ) : (
        <AccountPrompt returnTo={pathname} />
      )}
    </Container>
  );
}
