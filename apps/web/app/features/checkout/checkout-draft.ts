import {
  checkoutDraftSchema,
  type CheckoutDraft,
  type CheckoutStepName,
} from '@shop/shared/checkout/checkout-form';
import { SHOP_COOKIES } from '@shop/shared/ssr/shop-cookies';
import { createCookie } from 'react-router';

/**
 * What the checkout's steps have checked so far (ADR 049), kept between the step forms in a
 * short-lived httpOnly cookie, so each step is a post-redirect-get and Back, a reload or the
 * browser's history show the values again without JavaScript. It holds what the shopper typed
 * (the delivery details, the method) and never card details; it is read back through the shared
 * schema and only for the shopper it was made for, and it is forgotten once the order is placed.
 */
const draftCookie = createCookie(SHOP_COOKIES.checkoutDraft, {
  // Not '/checkout': the page's data requests go to /checkout.data, which that path would not cover.
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60,
});

/** The signed-in shopper's draft, or null (none, expired, unreadable, or someone else's). */
export async function readDraft(request: Request, userId: number): Promise<CheckoutDraft | null> {
  const value: unknown = await draftCookie.parse(request.headers.get('cookie'));
  const parsed = checkoutDraftSchema.safeParse(value);
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}

/** The Set-Cookie header that keeps `draft`. */
export function keepDraft(request: Request, draft: CheckoutDraft): Promise<string> {
  return draftCookie.serialize(draft, { secure: new URL(request.url).protocol === 'https:' });
}

/** The Set-Cookie header that forgets the draft. */
export function forgetDraft(): Promise<string> {
  return draftCookie.serialize('', { maxAge: 0 });
}

/** The address of a checkout step. */
export const stepPath = (step: CheckoutStepName) =>
  step === 'shipping' ? '/checkout' : `/checkout?step=${step}`;
