import { formatPaise } from '@shop/shared/format/money';
import { PAYMENT_MESSAGES, type PaymentStart } from '@shop/shared/payments/payment';
import { ApiError } from '~/lib/api-client';
import { loadCheckoutScript } from './checkout-script';
import { paymentsApi } from './payments-api';

export type PaymentOutcome =
  | { kind: 'paid'; orderId: string; paymentId: string; demo: boolean }
  /**
   * Paid at Razorpay, but the shop could not confirm it yet: the order stays Pending. Show
   * `message` in the page (it is neither a success nor a failure).
   */
  | { kind: 'verification-pending'; orderId: string; message: string }
  | { kind: 'not-paid'; orderId: string };

/**
 * Takes a payment the server has prepared: the demo confirm in demo mode, Razorpay Checkout in
 * live mode. Only the server marks an order paid, after checking the signature and Razorpay's
 * record of the payment. Alerts carry the spec's §8 texts. Load this module on demand (dynamic import) so it stays off first page loads.
 */
export async function startPayment(start: PaymentStart): Promise<PaymentOutcome> {
  const notPaid: PaymentOutcome = { kind: 'not-paid', orderId: start.orderId };
  if (start.mode === 'demo') {
    if (!window.confirm(PAYMENT_MESSAGES.demoConfirm(formatPaise(start.amount), start.orderId))) {
      await paymentsApi.failed(start.orderId, { reason: 'Demo payment cancelled' }).catch(() => {});
      return notPaid;
    }
    const { payment } = await paymentsApi.demoConfirm(start.orderId);
    window.alert(PAYMENT_MESSAGES.demoSuccess);
    return { kind: 'paid', orderId: start.orderId, paymentId: payment.paymentId, demo: true };
  }

  if (!(await loadCheckoutScript(start.checkoutUrl)) || !window.Razorpay) {
    window.alert(PAYMENT_MESSAGES.sdkMissing);
    return notPaid;
  }
  const Razorpay = window.Razorpay;
  return new Promise<PaymentOutcome>((resolve) => {
    const reportFailure = (reason: string, paymentId?: string) =>
      paymentsApi
        .failed(start.orderId, {
          reason,
          razorpay_order_id: start.razorpayOrderId,
          ...(paymentId && { razorpay_payment_id: paymentId }),
        })
        .catch(() => {});
    try {
      const checkout = new Razorpay({
        key: start.keyId,
        amount: start.amount,
        currency: start.currency,
        name: start.name,
        description: start.description,
        order_id: start.razorpayOrderId,
        prefill: { ...start.prefill, method: start.method },
        handler: async (response: {
          razorpay_order_id: string;
          razorpay_payment_id: string;
          razorpay_signature: string;
        }) => {
          try {
            const verified = await paymentsApi.verify(start.orderId, response);
            if ('status' in verified) {
              // No alert: the caller shows this in the page.
              resolve({
                kind: 'verification-pending',
                orderId: start.orderId,
                message: verified.message,
              });
              return;
            }
            const { payment } = verified;
            window.alert(PAYMENT_MESSAGES.success(payment.paymentId));
            resolve({
              kind: 'paid',
              orderId: start.orderId,
              paymentId: payment.paymentId,
              demo: false,
            });
          } catch (err) {
            window.alert(
              err instanceof ApiError ? err.message : PAYMENT_MESSAGES.verificationFailed,
            );
            resolve(notPaid);
          }
        },
        modal: {
          ondismiss: () => {
            void reportFailure('Payment window closed');
            resolve(notPaid);
          },
        },
      });
      checkout.on('payment.failed', (failure) => {
        void reportFailure(
          failure.error.description ?? 'Payment failed',
          failure.error.metadata?.payment_id,
        );
      });
      checkout.open();
    } catch (err) {
      console.error('Razorpay Checkout could not open', err);
      window.alert(PAYMENT_MESSAGES.openError(err instanceof Error ? err.message : undefined));
      resolve(notPaid);
    }
  });
}

/** Prepares (on the server) and takes the payment of an order that is still Pending. */
export async function payForOrder(orderId: string): Promise<PaymentOutcome> {
  const { payment } = await paymentsApi.start(orderId);
  return startPayment(payment);
}
