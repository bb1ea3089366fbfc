import { digestDateDue } from '@shop/shared/admin/stock';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { PeriodicJob } from '../../../lib/periodic-job';
import type { EmailService } from '../../email/service';
import type { DashboardService } from '../dashboard/service';
import { stockDigestEmail } from './emails';
import { claimDigest, digestHandled, staffAddresses } from './repository';

/** Checked this often; the digest leaves within this long after 08:00 IST. */
const EVERY_FIVE_MINUTES = 5 * 60_000;

export interface DigestOutcome {
  /** The India date the round was about; undefined before 08:00 IST. */
  date?: string;
  /** Addresses this process queued the digest for (0: not due, handled already, or nothing to say). */
  sent: string[];
}

/**
 * The staff's daily digest (ADR 069): once a day from 08:00 India time, every back-office account
 * gets the products at or under their low-stock threshold and the day's work (orders to ship,
 * returns to handle, unanswered messages), from the dashboard's own figures. A day with nothing
 * low and nothing waiting sends nothing. The day's row in `stock_digests` is claimed in the
 * transaction that queues the emails, so several processes send each day's digest once.
 */
export class StockDigest {
  readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly dashboard: DashboardService,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob('stock digest', EVERY_FIVE_MINUTES, () => this.run(), log);
  }

  /** One round as of `now`. */
  async run(now: Date = new Date()): Promise<DigestOutcome> {
    const date = digestDateDue(now);
    if (!date || (await digestHandled(this.db, date))) return { date, sent: [] };
    const figures = await this.dashboard.figures(now);
    const quiet =
      figures.lowStock.length === 0 &&
      figures.ordersToShip === 0 &&
      figures.returnsToHandle === 0 &&
      figures.unansweredMessages === 0;
    const staff = quiet ? [] : await staffAddresses(this.db);
    const mail = stockDigestEmail(date, figures, this.publicUrl);
    const sent = await this.db.transaction().execute(async (trx) => {
      const counts = { recipients: staff.length, lowStock: figures.lowStock.length };
      if (!(await claimDigest(trx, date, counts, now))) return [];
      for (const to of staff) await this.email.send({ to, ...mail }, trx);
      return staff;
    });
    if (sent.length > 0) {
      this.email.wake();
      this.log.info({ date, staff: sent.length }, 'stock digest queued');
    }
    return { date, sent };
  }
}
