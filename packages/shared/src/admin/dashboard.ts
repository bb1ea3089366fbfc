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

/** Days the return-to-origin rates look back over (ADR 102). */
export const RTO_DAYS = 90;

/** Orders dispatched and how many of them came back undelivered (return to origin). */
export interface RtoFigures {
  dispatched: number;
  returned: number;
}

/** Return-to-origin rates of orders placed in the last RTO_DAYS days: COD against prepaid. */
export interface RtoRates {
  cod: RtoFigures;
  prepaid: RtoFigures;
  /** Per delivery state, states with the most dispatched orders first. */
  byState: { state: string; cod: RtoFigures; prepaid: RtoFigures }[];
}

/** A rate as the dashboard shows it: "12.5 %", or "–" when nothing was dispatched. */
export function rtoRateText(f: RtoFigures): string {
  if (f.dispatched === 0) return '–';
  return `${(Math.round((f.returned / f.dispatched) * 1000) / 10).toFixed(1)} %`;
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
  /** Return-to-origin rates, last RTO_DAYS days (ADR 102). */
  rto: RtoRates;
}
