/** Order statuses (spec §4 and the checkout issue's lifecycle). */
export const ORDER_STATUSES = [
  'Placed',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Placed: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** Placed → Processing → Shipped → Delivered; Cancelled only from Placed or Processing. */
export function canMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** Stock goes back on the shelf when an order is cancelled before it ships. */
export function returnsStock(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'Cancelled' && canMoveTo(from, to);
}
