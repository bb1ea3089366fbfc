import type { LowStockProduct } from './stock';

/** Orders placed in a period (cancelled ones left out) and what they are worth. */
export interface SalesFigures {
  orders: number;
  /** Sum of the orders' totals (GST and shipping included), in paise. */
  revenuePaise: number;
}

/** One India day's orders (cancelled ones left out) and their worth. */
export interface DailySales extends SalesFigures {
  /** India date, YYYY-MM-DD. */
  date: string;
}

/** Days the dashboard's chart covers, today included. */
export const CHART_DAYS = 30;

/** GET /api/admin/dashboard. Periods are India-time days ending today, today included. */
export interface Dashboard {
  /** India date the figures were made for, YYYY-MM-DD. */
  today: string;
  sales: {
    today: SalesFigures;
    /** From the first of this India month, today included. */
    thisMonth: SalesFigures;
    last7Days: SalesFigures;
    last30Days: SalesFigures;
  };
  /** CHART_DAYS India days, oldest first, days without orders included (zeros). */
  daily: DailySales[];
  /** Orders paid online, not cancelled, whose payment is still Pending or Failed (COD left out). */
  pendingPayments: number;
  /** Paid orders, and confirmed Cash on Delivery ones, not shipped yet. */
  ordersToShip: number;
  /** Returns requested, approved or received, not yet refunded or rejected (ADR 058). */
  returnsToHandle: number;
  /** Visible products at or under their own low-stock threshold (ADR 069), fewest first. */
  lowStock: LowStockProduct[];
  unreadMessages: number;
  /** Contact messages no reply has been sent to yet (ADR 065). */
  unansweredMessages: number;
  /** Reviews waiting for staff to publish or hide them (ADR 051). */
  pendingReviews: number;
}
