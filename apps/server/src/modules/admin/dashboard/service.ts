import { CHART_DAYS, RTO_DAYS, type Dashboard } from '@shop/shared/admin/dashboard';
import { addDays, indiaDate, indiaDayStart } from '@shop/shared/format/india-time';
import { allOf } from '../../../lib/all-of';
import type { Database } from '../../../db/database';
import { countsByStatus } from '../../reviews/repository';
import { countUnanswered, countUnread } from '../messages/repository';
import {
  countOpenReturns,
  countOrdersToShip,
  countPendingPayments,
  dailySales,
  lowStockProducts,
  salesSince,
} from './repository';
import { rtoRates } from './rto';

/** Low-stock products listed on the dashboard at most. */
const LOW_STOCK_SHOWN = 50;

/** The back office's first screen, for the API's route and the page alike. */
export class DashboardService {
  constructor(private readonly db: Database) {}

  /**
   * Sales today, this month, in 7 and 30 India days and per day for the chart; pending
   * payments; low stock; unread and unanswered messages; reviews to moderate.
   */
  figures(now = new Date()): Promise<Dashboard> {
    return dashboard(this.db, now);
  }
}

/** The figures on the back office's first screen. */
async function dashboard(db: Database, now = new Date()): Promise<Dashboard> {
  const today = indiaDate(now);
  const since = (days: number) => indiaDayStart(addDays(today, 1 - days)).toISOString();
  const monthStart = indiaDayStart(`${today.slice(0, 8)}01`).toISOString();
  const { reviews, ...figures } = await allOf({
    sales: salesSince(db, {
      today: since(1),
      thisMonth: monthStart,
      last7Days: since(7),
      last30Days: since(30),
    }),
    daily: dailySales(db, today, CHART_DAYS, since(CHART_DAYS)),
    pendingPayments: countPendingPayments(db),
    ordersToShip: countOrdersToShip(db),
    returnsToHandle: countOpenReturns(db),
    lowStock: lowStockProducts(db, LOW_STOCK_SHOWN),
    unreadMessages: countUnread(db),
    unansweredMessages: countUnanswered(db),
    reviews: countsByStatus(db),
    rto: rtoRates(db, since(RTO_DAYS)),
  });
  return { today, ...figures, pendingReviews: reviews.pending };
}
