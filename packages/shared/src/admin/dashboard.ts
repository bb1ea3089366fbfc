/** A product at or below this many units shows on the dashboard as low on stock. */
export const LOW_STOCK_LEVEL = 5;

/** Orders placed in a period (cancelled ones left out) and what they are worth. */
export interface SalesFigures {
  orders: number;
  /** Sum of the orders' totals (GST and shipping included), in paise. */
  revenuePaise: number;
}

/** GET /api/admin/dashboard. Periods are India-time days ending today, today included. */
export interface Dashboard {
  /** India date the figures were made for, YYYY-MM-DD. */
  today: string;
  sales: { today: SalesFigures; last7Days: SalesFigures; last30Days: SalesFigures };
  /** Orders not cancelled whose payment is still Pending. */
  pendingPayments: number;
  /** Visible products with LOW_STOCK_LEVEL units or fewer, fewest first. */
  lowStock: { id: number; name: string; stock: number }[];
  unreadMessages: number;
  /** Reviews waiting for staff to publish or hide them (ADR 051). */
  pendingReviews: number;
}
