import { useLocation, useMatches } from 'react-router';
import { postedIntent, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { accountAction } from '~/features/account/account-action';
import { AccountPrompt } from '~/features/account/account-prompt';
import { AccountScreen } from '~/features/account/account-screen';
import { OrdersTab } from '~/features/orders/orders-tab';
import { useUser } from '~/lib/use-user';
import { payAction, PAY_INTENT } from '~/features/orders/pay-action';
import type { Route } from './+types/account';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT } from '~/lib/i18n/i18n';

// One module for /account and /orders (route id 'orders'), as in the spec: the same screen.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  const orders = matches.some((m) => m?.id === 'orders');
  return [
    { title: t(orders ? 'account.ordersTitle' : 'account.accountTitle') },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * The shopper's profile and orders, in the first HTML; a guest gets the sign-in prompt. With
 * ?placed=<order id> (where checkout lands) the Orders tab opens on that order's confirmation;
 * someone else's or an unknown id shows none.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper) return { account: null };
  const placedId = url.searchParams.get('placed');
  const [profile, addresses, orders, placed] = await Promise.all([
    context.shopper.profile(),
    context.shopper.addresses.list(),
    context.shopper.orders(),
    placedId ? context.shopper.order(placedId).then((o) => o ?? null) : null,
  ]);
  return { account: { profile, addresses, orders, placed } };
}

/** The account page's forms: profile, change password, sign out of other devices; Pay now. */
export async function action({ context: routerContext, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const formData = await request.clone().formData();
  if (postedIntent(formData) === PAY_INTENT) return payAction(context, formData, url);
  return accountAction(context, request, url);
}

/** With JavaScript: the same action, with the network's failure said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const user = useUser();
  const { pathname } = useLocation();
  const isOrders = useMatches().some((m) => m.id === 'orders');
  const account = loaderData.account;
  return (
    <Container className="py-8 sm:py-12">
      {user && account ? (
        <AccountScreen
          // A fresh screen per route, so /account ↔ /orders starts on the right tab.
          key={isOrders ? 'orders' : 'account'}
          user={user}
          defaultTab={isOrders ? 'orders' : 'profile'}
          profile={account.profile}
          addresses={account.addresses}
          ordersTab={<OrdersTab orders={account.orders} placed={account.placed} />}
          formResult={actionData && 'payRefusal' in actionData ? undefined : actionData}
        />
      ) : (
        <AccountPrompt returnTo={pathname} />
      )}
    </Container>
  );
}
