import { LOW_STOCK_LEVEL, type Dashboard } from '@shop/shared/admin/dashboard';
import { addDays, indiaDate, indiaDayStart } from '@shop/shared/format/india-time';
import type { Database } from '../../../db/database';
import { countsByStatus } from '../../reviews/repository';
import { countUnread } from '../messages/repository';
import { countPendingPayments, lowStockProducts, salesSince } from './repository';

/** Low-stock products listed on the dashboard at most. */
const LOW_STOCK_SHOWN = 50;

/** The back office's first screen, for the API's route and the page alike. */
export class DashboardService {
  constructor(private readonly db: Database) {}

  /**
   * Sales today, in 7 and 30 India days; pending payments; low stock; unread messages; reviews
   * to moderate.
   */
  figures(now = new Date()): Promise<Dashboard> {
    return dashboard(this.db, now);
  }
}

/** The figures on the back office's first screen. */
async function dashboard(db: Database, now = new Date()): Promise<Dashboard> {
  const today = indiaDate(now);
  const since = (days: number) => indiaDayStart(addDays(today, 1 - days)).toISOString();
  const [sales, pendingPayments, lowStock, unreadMessages, reviews] = await Promise.all([
    salesSince(db, { today: since(1), last7Days: since(7), last30Days: since(30) }),
    countPendingPayments(db),
    lowStockProducts(db, LOW_STOCK_LEVEL, LOW_STOCK_SHOWN),
    countUnread(db),
    countsByStatus(db),
  ]);
  const pendingReviews = reviews.pending;
  return { today, sales, pendingPayments, lowStock, unreadMessages, pendingReviews };
}
