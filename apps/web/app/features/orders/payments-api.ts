import type { OrderDetail } from '@shop/shared/orders/order';
import type {
  PaymentConfirmed,
  PaymentFailedInput,
  PaymentStart,
  PaymentVerification,
  VerifyPaymentInput,
} from '@shop/shared/payments/payment';
import { request } from '~/lib/api-client';

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/payment`;

/** The payments API (ADR 016–018). Amounts always come from the server's stored order. */
export const paymentsApi = {
  start: (orderId: string) => request<{ payment: PaymentStart }>('POST', orderPath(orderId), {}),
  verify: (orderId: string, input: VerifyPaymentInput) =>
    // 200 { order, payment } when confirmed; 202 { status: 'verification_pending', message }.
    request<PaymentVerification>('POST', `${orderPath(orderId)}/verify`, input),
  demoConfirm: (orderId: string) =>
    request<PaymentConfirmed>('POST', `${orderPath(orderId)}/demo-confirm`, {}),
  failed: (orderId: string, input: PaymentFailedInput) =>
    request<{ order: OrderDetail }>('POST', `${orderPath(orderId)}/failed`, input),
};
