import { SHOP } from '@shop/shared/shop/identity';
import { Suspense, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import type { loader as backOfficeLoader } from './routes/admin/layout';
import type { loader as errorPageLoader } from './routes/not-found';
import stylesheet from './app.css?url';
import { AddedNotice } from '~/features/cart/added-notice';
import { CartProvider } from '~/features/cart/cart-context';
import { Header } from './features/layout/header';
import { SavedNotice } from './features/wishlist/saved-notice';
import { WishlistProvider } from '~/features/wishlist/wishlist-context';
import { lazyIsland } from './lib/lazy-island';
import { skipAfterUnsent } from './components/form/unsent-posts';
import { useNonce } from './lib/nonce';
import { storeJsonLd } from './lib/structured-data';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { errorPageText } from '@shop/shared/errors/error-pages';
import { buttonClass } from './components/ui/button';
import { useWebVitals } from './features/vitals/use-web-vitals';

const PageEnd = lazyIsland(() => import('./features/layout/page-end').then((m) => m.PageEnd));

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  // The signed-in shopper is known while rendering, so the header never flashes a guest state;
  // the cart (the shopper's or this browser's guest cart) is in the first HTML, so the header's
  // count and the cart page work without JavaScript (ADR 042).
  // The wishlist's ids (not its products) fill the hearts and the header's count (ADR 047).
  const [cart, wishlist] = await Promise.all([context.cart.items(), context.wishlist.ids()]);
  return {
    publicUrl: context.publicUrl,
    user: context.user,
    cart,
    wishlist,
    paymentMode: context.paymentMode,
    webVitalsSampleRate: context.webVitalsSampleRate,
    // A signed-in shopper's Buy Now forms carry this key, so a double click orders once (ADR
    // 049); a guest's pages (kept for cookieless visitors, ADR 041) carry none.
    buyNowKey: context.user ? crypto.randomUUID().replace(/-/g, '') : null,
  };
}

type RootData = Awaited<ReturnType<typeof loader>>;

// After a form post that never reached the server (see sendToServer), nothing is read again.
export const shouldRevalidate = skipAfterUnsent;

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];
}

/** The route that renders the server's error pages (routes/not-found.tsx). */
const ERROR_PAGE_ROUTE = 'routes/not-found';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The server's error page runs no script: it answers a post whose address is another page's,
  // and the client router would load that page over it (ADR 086).
  const refused = Boolean(useRouteLoaderData<typeof errorPageLoader>(ERROR_PAGE_ROUTE)?.refusal);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {!refused && <ScrollRestoration nonce={nonce} />}
        {!refused && <Scripts nonce={nonce} />}
        {/* Here it blocks no paint: the head has the first screen's CSS (lib/critical-css). */}
        <link rel="stylesheet" href={stylesheet} />
      </body>
    </html>
  );
}

/**
 * Staff in the back office get its own frame (AdminShell): no storefront header, footer or chat.
 * Anyone else there (a customer's "Staff only" page) still sees the shop around it.
 */
const BACK_OFFICE_ROUTE = 'routes/admin/layout';

/** The shop around a page or an error: header, notices, main and the page's end. */
function ShopFrame({ loaderData, children }: { loaderData: RootData; children: ReactNode }) {
  const nonce = useNonce();
  const shop = !useRouteLoaderData<typeof backOfficeLoader>(BACK_OFFICE_ROUTE)?.staff;
  return (
    <>
      <CartProvider serverItems={loaderData.cart}>
        <WishlistProvider serverIds={loaderData.wishlist}>
          <script
            type="application/ld+json"
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: JSON.stringify(storeJsonLd(loaderData.publicUrl)) }}
          />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          {shop && <Header />}
          <main id="main" className="flex-1">
            <AddedNotice />
            <SavedNotice />
            {children}
          </main>
        </WishlistProvider>
      </CartProvider>
      {/* Outside the cart and wishlist providers: a change of theirs (a click on Add to Cart)
          before this code has arrived would otherwise make React drop the server's footer and
          render it afresh (ADR 029). */}
      {shop && (
        <Suspense>
          <PageEnd />
        </Suspense>
      )}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useWebVitals(loaderData.webVitalsSampleRate);
  return (
    <ShopFrame loaderData={loaderData}>
      <Outlet />
    </ShopFrame>
  );
}

/**
 * A page whose loader or render failed: the shop's frame around it when the root's data is there
 * (the header, to search or go on shopping), the same texts as the server's error pages.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaderData = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = errorPageText(status);
  const message = (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-slate-600">
        {status < 500
          ? text.advice
          : `Please try again in a moment. If it keeps happening, write to us at ${SHOP.email}.`}
      </p>
      <a href="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to the shop
      </a>
    </div>
  );
  if (!loaderData) return <main id="main">{message}</main>;
  return <ShopFrame loaderData={loaderData}>{message}</ShopFrame>;
}
