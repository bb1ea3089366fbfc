import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { SessionUser } from '@shop/shared/auth/user';
import type {
  CartActions,
  PageContext,
  ShopperPages,
  StaffPages,
  WishlistActions,
} from '@shop/shared/ssr/page-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../lib/domain-errors';
import type { AccountService } from '../modules/account/service';
import type { BackOfficeServices } from '../modules/admin/plugin';
import type { UploadService } from '../modules/admin/uploads/service';
import { requestClient, withFallback } from '../modules/auth/route-parts';
import type { AuthService, SignedIn } from '../modules/auth/service';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../modules/auth/session-cookie';
import { adoptGuest, cartReader, cartWriter } from '../modules/cart/cart-cookie';
import type { CartService } from '../modules/cart/service';
import type { CatalogueService } from '../modules/catalogue/service';
import type { ContactService } from '../modules/contact/service';
import type { OrderService } from '../modules/orders/service';
import type { BuyNowService } from '../modules/payments/buy-now';
import type { PaymentsService } from '../modules/payments/service';
import type { ReviewService } from '../modules/reviews/service';
import type { WishlistService } from '../modules/wishlist/service';

export interface PageServiceDeps {
  publicUrl: string;
  /** Session cookies carry Secure when the shop is served over HTTPS. */
  secureCookies: boolean;
  catalogue: CatalogueService;
  auth: AuthService;
  account: AccountService;
  carts: CartService;
  wishlists: WishlistService;
  orders: OrderService;
  payments: PaymentsService;
  buyNow: BuyNowService;
  contact: ContactService;
  reviews: ReviewService;
  backOffice: BackOfficeServices;
  uploads: UploadService;
}

/**
 * The services a page's loader and action call, bound to this request (issue 12): the same ones
 * the API's routes call, so no rule is written twice. Cookies are set on the reply, which the page
 * handler sends with React Router's answer.
 */
export function pageServices(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Omit<PageContext, 'nonce'> {
  const { auth } = deps;
  /** Login and signup alike: the session cookie set, the guest's cart and wishlist adopted. */
  const signIn = async (
    fallback: { code: string; message: string },
    run: () => Promise<SignedIn>,
  ) => {
    const { user, session } = await withFallback(request, fallback, run);
    setSessionCookie(reply, session, deps.secureCookies);
    await adoptGuest(deps, user.id, request, reply, deps.secureCookies);
    return user;
  };
  return {
    publicUrl: deps.publicUrl,
    catalogue: deps.catalogue,
    reviews: deps.reviews,
    user: request.user,
    session: {
      login: (input) =>
        signIn({ code: 'login_failed', message: AUTH_ERRORS.loginFailed }, () =>
          auth.login(input, requestClient(request)),
        ),
      signup: (input) =>
        signIn({ code: 'signup_failed', message: AUTH_ERRORS.signupFailed }, () =>
          auth.signup(input, requestClient(request)),
        ),
      async logout() {
        await auth.logout(sessionToken(request));
        clearSessionCookie(reply, deps.secureCookies);
      },
      requestPasswordReset: (input) => auth.requestPasswordReset(input.email),
      resetPassword: (input) => auth.resetPassword(input),
    },
    cart: cartActions(deps, request, reply),
    wishlist: wishlistActions(deps, request, reply),
    visitor: {
      trackOrder: (input) => deps.orders.track(input, request.ip),
      sendMessage: (input) =>
        deps.contact.receive(input, { ip: request.ip, userAgent: request.headers['user-agent'] }),
    },
    paymentMode: deps.payments.publicConfig().mode,
    shopper:
      request.user && request.sessionId
        ? shopperPages(deps, { user: request.user, sessionId: request.sessionId, ip: request.ip })
        : null,
    staff: request.user?.role === 'admin' ? staffPages(deps, request.user) : null,
  };
}

function staffPages(deps: PageServiceDeps, user: SessionUser): StaffPages {
  const actor = { id: user.id, email: user.email };
  const { backOffice } = deps;
  return {
    reviews: {
      moderation: (query) => backOffice.reviews.moderation(query),
      approve: (id) => backOffice.reviews.approve(actor, id),
      hide: (id, reason) => backOffice.reviews.hide(actor, id, reason),
      reply: (id, text) => backOffice.reviews.reply(actor, id, text),
    },
    orders: {
      list: (query) => backOffice.orders.list(query),
      detail: (orderId) => unlessMissing(backOffice.orders.detail(orderId)),
      changeStatus: (orderId, change) => backOffice.orders.changeStatus(actor, orderId, change),
      cancel: (orderId, note) => backOffice.orders.cancel(actor, orderId, note),
    },
    dashboard: () => backOffice.dashboard.figures(),
    audit: (query) => backOffice.audit.list(query),
    messages: {
      list: (query) => backOffice.messages.list(query),
      get: (id) => unlessMissing(backOffice.messages.get(id)),
      setRead: (id, read) => backOffice.messages.setRead(actor, id, read),
    },
    customers: {
      list: (query) => backOffice.customers.list(query),
      detail: (id) => unlessMissing(backOffice.customers.detail(id)),
      disable: (id) => backOffice.customers.disable(actor, id),
      enable: (id) => backOffice.customers.enable(actor, id),
      makeAdmin: (id) => backOffice.customers.makeAdmin(actor, id),
    },
    products: {
      list: (query) => backOffice.products.list(query),
      get: (id) => unlessMissing(backOffice.products.get(id)),
      create: (input) => backOffice.products.create(actor, input),
      update: (id, input) => backOffice.products.update(actor, id, input),
      setHidden: (id, hidden) => backOffice.products.setHidden(actor, id, hidden),
      remove: (id) => backOffice.products.remove(actor, id),
    },
    uploads: {
      store: async (file) =>
        deps.uploads.store(actor, {
          buffer: Buffer.from(await file.arrayBuffer()),
          filename: file.name,
          mimetype: file.type,
        }),
    },
  };
}

/** What a lookup found, or undefined for the NotFoundError it threw (a page decides its 404). */
async function unlessMissing<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

function cartActions(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): CartActions {
  const { carts } = deps;
  const writer = () => cartWriter(request, reply, deps.secureCookies);
  return {
    async items() {
      const owner = cartReader(request);
      return owner ? carts.get(owner) : [];
    },
    add: (productId, quantity) => carts.add(writer(), productId, quantity),
    setQuantity: (productId, quantity) => carts.setQuantity(writer(), productId, quantity),
    remove: (productId) => carts.remove(writer(), productId),
    async clear() {
      const owner = cartReader(request);
      return owner ? carts.clear(owner) : [];
    },
  };
}

function wishlistActions(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): WishlistActions {
  const { wishlists } = deps;
  const ids = (products: { id: number }[]) => products.map((p) => p.id);
  return {
    async ids() {
      const owner = cartReader(request);
      return owner ? wishlists.ids(owner) : [];
    },
    async products() {
      const owner = cartReader(request);
      return owner ? wishlists.products(owner) : [];
    },
    add: async (productId) =>
      ids(await wishlists.add(cartWriter(request, reply, deps.secureCookies), productId)),
    async remove(productId) {
      // A guest without a cookie has nothing saved: no cookie is made for a removal.
      if (!cartReader(request)) return [];
      return ids(await wishlists.remove(cartWriter(request, reply, deps.secureCookies), productId));
    },
  };
}

function shopperPages(
  deps: PageServiceDeps,
  session: { user: SessionUser; sessionId: string; ip: string },
): ShopperPages {
  const { user, sessionId } = session;
  const userId = user.id;
  return {
    profile: () => deps.account.profile(userId),
    updateProfile: (input) => deps.account.updateProfile(userId, input),
    async changePassword(input) {
      const { endedSessions } = await deps.auth.changePassword(user, sessionId, input, session.ip);
      return endedSessions;
    },
    signOutOtherSessions: () => deps.auth.signOutOtherSessions(userId, sessionId),
    orders: () => deps.orders.list(userId),
    order: (orderId) => unlessMissing(deps.orders.detail(userId, orderId)),
    myReview: (productId) => deps.reviews.mine(userId, productId),
    saveReview: (productId, input) => deps.reviews.save(userId, productId, input),
    placeOrder: async (key, input) => (await deps.orders.place(user, key, input)).order,
    orderPlacedWith: (key) => deps.orders.orderPlacedWith(userId, key),
    buyNow: async (key, input) => (await deps.buyNow.place(user, key, input)).order,
    async payDemo(orderId) {
      await deps.payments.demoConfirm(user, orderId);
    },
  };
}
