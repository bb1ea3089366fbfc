import type { CookieSerializeOptions } from '@fastify/cookie';
import { CART_COOKIE } from '@shop/shared/cart/form-fields';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../auth/sessions';
import type { WishlistService } from '../wishlist/service';
import type { CartOwner, CartService } from './service';

/** A guest cart is kept this long after its last change (the cookie and, by housekeeping, the row). */
export const GUEST_CART_DAYS = 30;

/** What newToken makes: 32 random bytes in base64url. Anything else in the cookie is ignored. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function options(secure: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure };
}

function guestToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_COOKIE];
  return token && TOKEN.test(token) ? token : undefined;
}

/** The request's cart owner for reading: the signed-in shopper, a guest's cookie, or nobody yet. */
export function cartReader(request: FastifyRequest): CartOwner | null {
  if (request.user) return { userId: request.user.id };
  const token = guestToken(request);
  return token ? { guestToken: token } : null;
}

/**
 * The request's cart owner for a change. A guest without a cart gets a new token; the cookie is
 * (re)set on every guest change, so it lasts as long as housekeeping keeps the row.
 */
export function cartWriter(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): CartOwner {
  if (request.user) return { userId: request.user.id };
  const token = guestToken(request) ?? newToken();
  reply.setCookie(CART_COOKIE, token, {
    ...options(secure),
    maxAge: GUEST_CART_DAYS * 24 * 60 * 60,
  });
  return { guestToken: token };
}

/** What a guest keeps on the server under the `cart_id` cookie: a cart and a wishlist (ADR 047). */
export interface GuestBelongings {
  carts: CartService;
  wishlists: WishlistService;
}

/**
 * After a log in or sign up: the guest cart and wishlist of this browser join the account's and
 * the cookie is cleared. A failure here never fails the log in: what was not adopted stays for
 * the next one (the cookie is kept).
 */
export async function adoptGuest(
  guest: GuestBelongings,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = guestToken(request);
  if (!token) return;
  try {
    await guest.carts.mergeGuestCart(userId, token);
    await guest.wishlists.mergeGuestWishlist(userId, token);
    reply.clearCookie(CART_COOKIE, options(secure));
  } catch (err) {
    request.log.error({ err }, 'guest cart or wishlist merge failed');
  }
}
