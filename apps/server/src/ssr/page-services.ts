import type { Language } from '@shop/shared/i18n/language';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { isStaff } from '@shop/shared/auth/user';
import type { CartActions, PageContext, WishlistActions } from '@shop/shared/ssr/page-context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../lib/domain-errors';
import { findPin } from '../modules/pincodes/directory';
import { requestClient, withFallback } from '../modules/auth/route-parts';
import type { SignedIn } from '../modules/auth/service';
import { shopperPages } from './shopper-pages';
import { staffPages } from './staff-pages';
import { languageChoice, pageLanguage } from './language-choice';
import { clearSessionCookie, sessionToken, setSignInCookies } from '../modules/auth/session-cookie';
import { adoptGuest, cartReader, cartWriter } from '../modules/cart/cart-cookie';

/**
 * The services a page's loader and action call, bound to this request: the same ones
 * the API's routes call, so no rule is written twice. Cookies are set on the reply, which the page
 * handler sends with React Router's response.
 */
export function pageServices(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Omit<PageContext, 'nonce'> {
  const { auth } = app;
  /** Login and signup alike: the session cookie set, the guest's cart and wishlist adopted. */
  const signIn = async (
    fallback: { code: string; message: string },
    run: () => Promise<SignedIn>,
  ) => {
    const signedIn = await withFallback(request, fallback, run);
    setSignInCookies(reply, signedIn, app.secureCookies);
    await adoptGuest(app, signedIn.user.id, request, reply, app.secureCookies);
    return signedIn.user;
  };
  return {
    publicUrl: app.config.publicUrl,
    catalogue: app.catalogue,
    reviews: app.reviews,
    user: request.user,
    language: languageChoice(app, request, reply),
    session: {
      login: (input) =>
        signIn({ code: 'login_failed', message: AUTH_ERRORS.loginFailed }, () =>
          auth.login(input, requestClient(request)),
        ),
      signup: (input) =>
        signIn({ code: 'signup_failed', message: AUTH_ERRORS.signupFailed }, () =>
          // Welcomed in the language of the page the shopper signed up on (ADR 107).
          auth.signup(input, requestClient(request), pageLanguage(request)),
        ),
      async logout() {
        await auth.logout(sessionToken(request));
        clearSessionCookie(reply, app.secureCookies);
      },
      requestPasswordReset: (input) => auth.requestPasswordReset(input.email),
      resetPassword: (input) => auth.resetPassword(input),
    },
    cart: cartActions(app, request, reply),
    wishlist: wishlistActions(app, request, reply),
    visitor: {
      trackOrder: (input) => app.orders.track(input, request.ip),
      sendMessage: (input) =>
        app.contact.receive(input, { ip: request.ip, userAgent: request.headers['user-agent'] }),
      cartReminders: (token) => app.cartReminders.subscription(token),
      unsubscribeCartReminders: (token) => app.cartReminders.unsubscribe(token),
      deliveryProblem: (token) => app.deliveryProblems.view(token),
      answerDeliveryProblem: (token, input) => app.deliveryProblems.answer(token, input),
      codConfirmation: (token) => app.codConfirmation.view(token),
      confirmCod: (token) => app.codConfirmation.confirm(token),
    },
    findPin,
    paymentMode: app.payments.payments.publicConfig().mode,
    whatsappUpdates: app.whatsapp.enabled,
    bankTransferMinPaise: app.config.bankTransfer.minPaise,
    codFeePaise: app.config.cod.feePaise,
    webVitalsSampleRate: app.config.webVitals.sampleRate,
    shopper:
      request.user && request.sessionId
        ? shopperPages(app, { user: request.user, sessionId: request.sessionId, ip: request.ip })
        : null,
    staff: isStaff(request.user) ? staffPages(app, request.user) : null,
  };
}

/** What a lookup found, or undefined for the NotFoundError it threw (a page decides its 404). */
export async function unlessMissing<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

function cartActions(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): CartActions {
  const { carts } = app;
  const writer = () => cartWriter(request, reply, app.secureCookies);
  return {
    async items(language = 'en') {
      const owner = cartReader(request);
      return withNamesIn(
        app,
        owner ? await carts.get(owner) : [],
        language,
        (item, name, english) => ({
          ...item,
          name,
          ...(english && { nameLang: 'en' as const }),
        }),
      );
    },
    add: (productId, quantity) => carts.add(writer(), productId, quantity),
    quickOrder: (input) => app.quickOrders.add(writer(), input),
    decrease: (productId) => carts.decrease(writer(), productId),
    remove: (productId) => carts.remove(writer(), productId),
    async clear() {
      const owner = cartReader(request);
      return owner ? carts.clear(owner) : [];
    },
  };
}

/**
 * `rows` of products with each name in `language` where written (ADR 108); `named` sets it, and
 * marks a name that is the English one. An English page's rows are returned as they are.
 */
async function withNamesIn<Row extends { id: number }>(
  app: FastifyInstance,
  rows: Row[],
  language: Language,
  named: (row: Row, name: string, english: boolean) => Row,
): Promise<Row[]> {
  if (language === 'en' || rows.length === 0) return rows;
  const names = await app.catalogue.names(
    rows.map((row) => row.id),
    language,
  );
  return rows.map((row) => {
    const found = names.get(row.id);
    return found ? named(row, found.name, found.english) : row;
  });
}

function wishlistActions(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): WishlistActions {
  const { wishlists } = app;
  const ids = (products: { id: number }[]) => products.map((p) => p.id);
  return {
    async ids() {
      const owner = cartReader(request);
      return owner ? wishlists.ids(owner) : [];
    },
    async products(language = 'en') {
      const owner = cartReader(request);
      const products = owner ? await wishlists.products(owner) : [];
      return withNamesIn(
        app,
        products,
        language,
        ({ lang: _english, ...product }, name, english) => ({
          ...product,
          name,
          ...(english && { lang: { name: 'en' as const } }),
        }),
      );
    },
    add: async (productId) =>
      ids(await wishlists.add(cartWriter(request, reply, app.secureCookies), productId)),
    async remove(productId) {
      // A guest without a cookie has nothing saved: no cookie is made for a removal.
      if (!cartReader(request)) return [];
      return ids(await wishlists.remove(cartWriter(request, reply, app.secureCookies), productId));
    },
  };
}
