import { razorpayChoice } from '@shop/shared/payments/razorpay-choice';
import { formatPaise } from '@shop/shared/format/money';
import { PAYMENT_MESSAGES, type PaymentStart } from '@shop/shared/payments/payment';
import type { ConfirmOptions } from '~/components/ui/confirm-dialog';
import { ApiError } from '~/lib/api-client';
import type { Translate } from '~/lib/i18n/i18n';
import { loadCheckoutScript } from '~/features/orders/checkout-script';
import { paymentsApi } from '~/features/orders/payments-api';

export type PaymentOutcome =
  /** Paid: `message` is the spec's success text, to show in the page. */
  | { kind: 'paid'; orderId: string; paymentId: string; demo: boolean; message: string }
  /**
   * Paid at Razorpay, but the shop could not confirm it yet: the order stays Pending. Show
   * `message` in the page (it is neither a success nor a failure).
   */
  | { kind: 'verification-pending'; orderId: string; message: string }
  /** Not paid; `error` says why when it was not the shopper's own choice (closing the window). */
  | { kind: 'not-paid'; orderId: string; error?: string };

/** Asks the shopper in the page (useConfirm), never with a browser dialog. */
export type AskShopper = (options: ConfirmOptions) => Promise<boolean>;

/**
 * Takes a payment the server has prepared: the demo confirm in demo mode, Razorpay Checkout in
 * live mode. Only the server marks an order paid, after checking the signature and Razorpay's
 * record of the payment. The demo confirm and a success are worded by `t` in the page's
 * language; a not-paid `error` is the spec's §8 English (the server's texts are too), for the
 * caller to show through `useErrorText`. Load this module on demand (dynamic import) so it stays
 * off first page loads.
 */
export async function startPayment(
  start: PaymentStart,
  ask: AskShopper,
  t: Translate,
): Promise<PaymentOutcome> {
  const notPaid = (error?: string): PaymentOutcome => ({
    kind: 'not-paid',
    orderId: start.orderId,
    ...(error !== undefined && { error }),
  });
  if (start.mode === 'demo') {
    const ok = await ask({
      title: t('order.pay.demoTitle'),
      message: t('order.pay.demoConfirm', {
        amount: formatPaise(start.amount),
        orderId: start.orderId,
      }),
      confirmLabel: t('order.pay.demoConfirmButton'),
      cancelLabel: t('order.pay.notNow'),
    });
    if (!ok) {
      await paymentsApi.failed(start.orderId, { reason: 'Demo payment cancelled' }).catch(() => {});
      return notPaid();
    }
    const { payment } = await paymentsApi.demoConfirm(start.orderId);
    return {
      kind: 'paid',
      orderId: start.orderId,
      paymentId: payment.paymentId,
      demo: true,
      message: t('order.pay.demoSuccess'),
    };
  }

  if (!(await loadCheckoutScript(start.checkoutUrl)) || !window.Razorpay) {
    return notPaid(PAYMENT_MESSAGES.sdkMissing);
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
        // Opens on the method, bank, wallet or UPI app chosen at checkout (ADR 057).
        ...razorpayChoice(start.method, start.option, start.prefill),
        handler: async (response: {
          razorpay_order_id: string;
          razorpay_payment_id: string;
          razorpay_signature: string;
        }) => {
          try {
            const verified = await paymentsApi.verify(start.orderId, response);
            if ('status' in verified) {
              resolve({
                kind: 'verification-pending',
                orderId: start.orderId,
                message: verified.message,
              });
              return;
            }
            const { payment } = verified;
            resolve({
              kind: 'paid',
              orderId: start.orderId,
              paymentId: payment.paymentId,
              demo: false,
              message: t('order.pay.success', { paymentId: payment.paymentId }),
            });
          } catch (err) {
            resolve(
              notPaid(err instanceof ApiError ? err.message : PAYMENT_MESSAGES.verificationFailed),
            );
          }
        },
        modal: {
          ondismiss: () => {
            void reportFailure('Payment window closed');
            resolve(notPaid());
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
      resolve(notPaid(PAYMENT_MESSAGES.openError(err instanceof Error ? err.message : undefined)));
    }
  });
}

/** Prepares (on the server) and takes the payment of an order that is still Pending. */
export async function payForOrder(
  orderId: string,
  ask: AskShopper,
  t: Translate,
): Promise<PaymentOutcome> {
  const { payment } = await paymentsApi.start(orderId);
  return startPayment(payment, ask, t);
}

/**
 * What a payment not taken on arrival says: why (when known), and that the order is saved; each
 * part through `show`, the page's error text (useErrorText).
 */
export function notPaidText(
  error: string | undefined,
  show: (text: string) => string | undefined,
): string {
  return [error, PAYMENT_MESSAGES.dismissed]
    .filter((text): text is string => Boolean(text))
    .map(show)
    .join('\n\n');
}
