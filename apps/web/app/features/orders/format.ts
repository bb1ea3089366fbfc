export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;

/** Pay now is offered while the payment is Pending and the order is not cancelled. */
export const canPay = (order: { paymentStatus: string; status: string }) =>
  order.paymentStatus === 'Pending' && order.status !== 'Cancelled';
