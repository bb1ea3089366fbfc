import { paymentWindowStart } from '@shop/shared/orders/payment-window';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { PeriodicJob } from '../../lib/periodic-job';
import type { OrderLifecycle } from '../orders/lifecycle';
import { ordersAwaitingVerification } from './pending-verification';
import type { ReconcileSummary } from './reconcile';
import { unpaidOrdersDue } from './repository';

const SWEEP_MS = 60_000;

export interface ExpirySummary {
  /** Cancelled now, with their stock back on sale. */
  cancelled: string[];
  /**
   * Out of time but left alone this round: Razorpay holds a payment, could not be asked, or a
   * correctly signed payment still awaits verification.
   */
  kept: string[];
}

/**
 * Cancels orders left unpaid past the payment window (ADR 022), once a minute. In live mode
 * Razorpay is asked about each one first, through reconciliation: a captured payment marks the
 * order Paid instead, and an authorized payment or an unanswered question keeps it for the next
 * round. A payment still awaiting verification (Razorpay was unreachable at Checkout) keeps its
 * order until Razorpay has been asked and has settled it (Paid) or reported it failed; without
 * a Razorpay client to ask, such an order is never cancelled. Several processes may sweep at
 * once: each order is locked and checked again before it is cancelled.
 */
export class UnpaidOrderExpiry {
  /** Sweeps now and then once a minute in this process. */
  readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    /** Live mode: reconciles these orders with Razorpay. Absent in demo mode. */
    private readonly reconcile: ((orderIds: string[]) => Promise<ReconcileSummary>) | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob('unpaid order sweep', SWEEP_MS, () => this.run(), log);
  }

  /** One sweep as of `now`. */
  async run(now: Date = new Date()): Promise<ExpirySummary> {
    const summary: ExpirySummary = { cancelled: [], kept: [] };
    let due = await unpaidOrdersDue(this.db, paymentWindowStart(now), now);
    if (due.length === 0) return summary;
    const unsure = new Set<string>();
    if (this.reconcile) {
      const checked = await this.reconcile(due);
      for (const a of checked.authorized) unsure.add(a.orderId);
      for (const p of checked.problems) unsure.add(p.orderId);
      if (checked.problems.length > 0) {
        this.log.warn({ problems: checked.problems }, 'unpaid orders kept: payment not settled');
      }
    }
    // Asked above (live mode): still awaiting means Razorpay settled nothing for it either way.
    for (const id of await ordersAwaitingVerification(this.db, due)) unsure.add(id);
    summary.kept.push(...due.filter((id) => unsure.has(id)));
    due = due.filter((id) => !unsure.has(id));
    for (const orderId of due) {
      if (await this.lifecycle.cancelUnpaid(orderId, now)) summary.cancelled.push(orderId);
    }
    if (summary.cancelled.length > 0) {
      this.log.info({ orders: summary.cancelled }, 'unpaid orders cancelled, stock released');
    }
    return summary;
  }
}
