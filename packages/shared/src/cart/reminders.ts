import { z } from '../validation/z';

/*
 * Cart reminders (ADR 061): one email to a signed-in customer whose cart has waited a day, with
 * a link that stops them without signing in.
 */

/** How long a cart waits unchanged before its one reminder. */
export const CART_REMINDER_AFTER_HOURS = 24;

/** A signed unsubscribe token: the customer's id, a dot and an HMAC-SHA256 in base64url. */
export const UNSUBSCRIBE_TOKEN = /^[1-9][0-9]{0,11}\.[A-Za-z0-9_-]{43}$/;

/** The unsubscribe page's address for a token. */
export const unsubscribePath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

/** The unsubscribe form and API body; a malformed token is refused like a forged one. */
export const unsubscribeSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(UNSUBSCRIBE_TOKEN, { error: () => UNSUBSCRIBE_MESSAGES.invalid }),
});
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

/** Whether a token's customer still gets cart reminders. */
export const cartReminderSubscriptionSchema = z.object({ subscribed: z.boolean() });
export type CartReminderSubscription = z.infer<typeof cartReminderSubscriptionSchema>;

export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid. Please use the link from the email exactly as it was sent, or contact us.',
  confirm: 'Stop emails reminding you about items left in your cart?',
  done: 'You are unsubscribed: we will not email you about items left in your cart again. Order and payment emails still come as usual.',
} as const;
