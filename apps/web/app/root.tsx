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
  useMatches,
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
import {
  HYDRATE_ATTRIBUTE,
  hydratesOnInteraction,
  START_ON_INTERACTION,
} from './lib/hydration/on-interaction';
import { storeJsonLd } from './lib/structured-data';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { errorPageText, type ErrorPageText } from '@shop/shared/errors/error-pages';
import { errorPageTextIn } from './lib/i18n/error-page-text';
import { buttonClass } from './components/ui/button';
import { useWebVitals } from './features/vitals/use-web-vitals';
import { HTML_LANG, pathIn, type Language } from '@shop/shared/i18n/language';
import { ShopI18n, useLanguage, useT } from './lib/i18n/i18n';
import { messagesAddress, requestLanguage } from './lib/i18n/messages.server';
import { AlternateLinks, LanguageSuggestion } from './lib/i18n/language-links';

const PageEnd = lazyIsland(() => import('./features/layout/page-end').then((m) => m.PageEnd));

/**
 * A redirect from a Hindi page's loader or action stays in Hindi: loaders and actions name the
 * English address (/cart, /login?…), and the page's language puts it under /hi (ADR 107).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const response = await next();
    const lang = requestLanguage(request);
    const location = response.headers.get('Location');
    if (lang === 'en' || !location || response.status < 300 || response.status >= 400) {
      return response;
    }
    const headers = new Headers(response.headers);
    headers.set('Location', pathIn(lang, location));
    return new Response(response.body, { status: response.status, headers });
  },
];

export async function loader({ context: routerContext, request }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const lang = requestLanguage(request);
  await context.language.remember(lang);
  // The signed-in shopper is known while rendering, so the header never flashes a guest state;
  // the cart (the shopper's or this browser's guest cart) is in the first HTML, so the header's
  // count and the cart page work without JavaScript (ADR 042).
  // The wishlist's ids (not its products) fill the hearts and the header's count (ADR 047).
  const [cart, wishlist] = await Promise.all([context.cart.items(lang), context.wishlist.ids()]);
  return {
    lang,
    // The language's messages, in a file the browser keeps across pages (ADR 107).
    messagesAddress: messagesAddress(lang),
    suggestedLanguage: context.language.suggested(lang),
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
  const lang = useLanguage();
  const messages = useRouteLoaderData<typeof loader>('root')?.messagesAddress;
  // A catalogue page fetches its script, and so its messages, on the first interaction.
  const onInteraction = hydratesOnInteraction(useMatches());
  return (
    <html
      lang={HTML_LANG[lang]}
      data-messages={refused ? undefined : messages}
      {...{ [HYDRATE_ATTRIBUTE]: onInteraction && !refused ? 'on-interaction' : undefined }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
        {/* The script starts the page once it has these (entry.client.tsx): fetched at once. */}
        {!refused && !onInteraction && messages && (
          <link rel="preload" href={messages} as="fetch" crossOrigin="anonymous" />
        )}
        {!refused && <AlternateLinks />}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {!refused && <ScrollRestoration nonce={nonce} />}
        {!refused && onInteraction && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: START_ON_INTERACTION }}
          />
        )}
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
  const t = useT();
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
            {t('layout.skipToContent')}
          </a>
          {shop && <LanguageSuggestion />}
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
    <ShopI18n>
      <ShopFrame loaderData={loaderData}>
        <Outlet />
      </ShopFrame>
    </ShopI18n>
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
  // Without the root's data (its loader failed) there is no catalogue: English, as the server's
  // own error pages are.
  if (!loaderData) {
    return (
      <main id="main">
        <ErrorMessage status={status} t={englishErrorText} text={errorPageText(status)} lang="en" />
      </main>
    );
  }
  return (
    <ShopI18n>
      <ShopFrame loaderData={loaderData}>
        <TranslatedErrorMessage status={status} />
      </ShopFrame>
    </ShopI18n>
  );
}

function TranslatedErrorMessage({ status }: { status: number }) {
  const t = useT();
  return (
    <ErrorMessage status={status} t={t} text={errorPageTextIn(t, status)} lang={useLanguage()} />
  );
}

type ErrorKey = 'layout.error.status' | 'common.backToShop' | 'layout.error.tryAgain';
type ErrorText = (key: ErrorKey, values?: Record<string, string | number>) => string;

// The catalogue's English of these three, for the one page that has no catalogue.
const ENGLISH_ERROR_TEXT: Record<ErrorKey, string> = {
  'layout.error.status': 'Error {status}',
  'common.backToShop': 'Back to the shop',
  'layout.error.tryAgain':
    'Please try again in a moment. If it keeps happening, write to us at {email}.',
};
const englishErrorText: ErrorText = (key, values = {}) =>
  ENGLISH_ERROR_TEXT[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

function ErrorMessage({
  status,
  t,
  text,
  lang,
}: {
  status: number;
  t: ErrorText;
  text: ErrorPageText;
  lang: Language;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('layout.error.status', { status })}
      </p>
      <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-slate-600">
        {status < 500 ? text.advice : t('layout.error.tryAgain', { email: SHOP.email })}
      </p>
      <a href={pathIn(lang, '/')} className={buttonClass('primary', 'md', 'mt-8')}>
        {t('common.backToShop')}
      </a>
    </div>
  );
}
