import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { ApiError } from '~/lib/api-client';
import { startPayment, type PaymentOutcome } from './pay-for-order';
import { paymentErrorText } from './payment-errors';
import { newIdempotencyKey, paymentsApi } from './payments-api';

/** How one Buy Now click ended. */
export type BuyNowResult =
  | PaymentOutcome
  /** The shopper closed the address dialog: no order was placed. */
  | { kind: 'cancelled' }
  /** The session ended meanwhile: sign in again. */
  | { kind: 'signed-out' }
  /** The order was refused or could not be paid now; the shopper has been told why. */
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
      const message = paymentErrorText(err);
      window.alert(message);
      return { kind: 'error', message };
    }
    let outcome: PaymentOutcome;
    try {
      outcome = await startPayment(started.payment);
    } catch (err) {
      // The order exists (Pending): it can be paid from the account.
      const message = `${paymentErrorText(err)}\n\n${PAYMENT_MESSAGES.dismissed}`;
      window.alert(message);
      return { kind: 'error', message };
    }
    // 'paid': the payment flow has already shown the spec's success text.
    if (outcome.kind === 'not-paid') window.alert(PAYMENT_MESSAGES.dismissed);
    return outcome;
  }
}
