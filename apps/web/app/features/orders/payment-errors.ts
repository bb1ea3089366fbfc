import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { ApiError } from '~/lib/api-client';

/**
 * The text to show when a payment call fails: the server's own message (written for the
 * shopper: stock, 'already paid', 'saved but unpaid', …), else the gateway-unavailable text.
 */
export function paymentErrorText(err: unknown): string {
  if (err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message)) return err.message;
  return PAYMENT_MESSAGES.gatewayUnavailable;
}
