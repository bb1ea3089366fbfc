import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { ApiError } from '~/lib/api-client';
import { startPayment, type AskShopper, type PaymentOutcome } from './pay-for-order';
import { paymentErrorText } from './payment-errors';
import { newIdempotencyKey, paymentsApi } from './payments-api';

/** How one Buy Now click ended. */
export type BuyNowResult =
  | PaymentOutcome
  /** The shopper closed the address dialog: no order was placed. */
  | { kind: 'cancelled' }
  /** The session ended meanwhile: sign in again. */
  | { kind: 'signed-out' }
  /** The order was refused or could not be paid now: `message` says why, for the page. */
  | { kind: 'error'; message: string };

/**
 * Buy Now (ADR 017): places a real order for one product (priced by the server, shipped to the
 * profile's address; the cart is never touched) and opens its payment at once. Without a
 * delivery address in the profile, `askAddress` collects and saves one (resolving false when
 * the shopper cancels) and the order is retried with the SAME idempotency key, so a click never
 * places two orders. Loaded on demand (dynamic import) so it stays off first page loads.
 */
export async function buyNow(
  input: { productId: number; quantity: number },
  askAddress: (missing: Record<string, string>) => Promise<boolean>,
  ask: AskShopper,
): Promise<BuyNowResult> {
  const key = newIdempotencyKey();
  for (;;) {
    let started;
    try {
      started = await paymentsApi.buyNow(input, key);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return { kind: 'signed-out' };
      if (err instanceof ApiError && err.code === 'address_required') {
        if (await askAddress(err.fields ?? {})) continue;
        return { kind: 'cancelled' };
      }
      return { kind: 'error', message: paymentErrorText(err) };
    }
    let outcome: PaymentOutcome;
    try {
      outcome = await startPayment(started.payment, ask);
    } catch (err) {
      // The order exists (Pending): it can be paid from the account.
      return {
        kind: 'error',
        message: `${paymentErrorText(err)}\n\n${PAYMENT_MESSAGES.dismissed}`,
      };
    }
    // Not paid: the order is saved and can be paid from the account, which the page says.
    if (outcome.kind === 'not-paid') {
      const message = [outcome.error, PAYMENT_MESSAGES.dismissed].filter(Boolean).join('\n\n');
      return { kind: 'error', message };
    }
    return outcome;
  }
}
