const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A UTC ISO time shown in India time: '21 Nov 2026, 4:35 pm'. */
export function formatOrderTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A UTC ISO time as an India date: '21 Nov 2026'. */
export function formatOrderDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

export const invoiceUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;

/** Pay now is offered while the payment is Pending and the order is not cancelled. */
export const canPay = (order: { paymentStatus: string; status: string }) =>
  order.paymentStatus === 'Pending' && order.status !== 'Cancelled';
