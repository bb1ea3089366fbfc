import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderSummary,
} from '@shop/shared/admin/orders';
import type { Page } from '@shop/shared/admin/paging';
import { can } from '@shop/shared/admin/permissions';
import { nextStatuses } from '@shop/shared/orders/lifecycle';
import type { StatusChange } from '@shop/shared/orders/status-change';
import type { BankAccount } from '@shop/shared/payments/bank-transfer';
import type { Database } from '../../../db/database';
import { bankTransferDetails } from '../../bank-transfers/details';
import { NotFoundError } from '../../../lib/domain-errors';
import type { InvoiceFile, InvoiceService } from '../../invoices/service';
import type { OrderLifecycle } from '../../orders/lifecycle';
import * as orders from '../../orders/repository';
import { ordersCsv } from '../csv/orders-csv';
import { toDetail } from '../../orders/views';
import { staffMover } from '../../stock/movements';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';
import { toPage } from '../paging';
import { dayRange, listOrders, ordersPlacedBetween, paymentAttempts } from './repository';
import { toAdminSummary } from './views';

const missing = () => new NotFoundError(ADMIN_ERRORS.orderNotFound);

/**
 * Orders as the shop's staff see and move them. Status changes and cancellations go through
 * OrderLifecycle, the one place that knows the lifecycle's rules, stock returns, invoice numbers
 * and customer emails; this service adds the audit entry once the change is committed.
 */
export class AdminOrderService {
  constructor(
    private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly invoices: InvoiceService,
    private readonly bankAccount: BankAccount,
  ) {}

  async list(query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>> {
    const { rows, total } = await listOrders(this.db, query);
    return toPage(rows.map(toAdminSummary), total, query);
  }

  /** The order with lines, payment (and its attempts) and status history. */
  async detail(orderId: string): Promise<AdminOrderDetail> {
    const row = await orders.findOrder(this.db, orderId);
    if (!row) throw missing();
    const [lines, events, attempts, bankTransfer] = await Promise.all([
      orders.findLines(this.db, orderId),
      orders.findEvents(this.db, orderId),
      paymentAttempts(this.db, orderId),
      bankTransferDetails(this.db, row, this.bankAccount),
    ]);
    return {
      ...toDetail(row, lines, events, bankTransfer),
      userId: row.user_id,
      payment: {
        method: row.payment_method,
        status: row.payment_status,
        reference: row.payment_reference,
        paidAt: row.paid_at,
        demo: row.payment_demo === 1,
        attempts,
      },
      nextStatuses: [...nextStatuses(row.order_status)],
      invoiceDate: row.invoice_date,
    };
  }

  /**
   * Moves the order on (Processing, Shipped with courier and tracking number, Delivered, or
   * Cancelled) with the lifecycle's rules: a ConflictError for a move it does not allow.
   */
  async changeStatus(
    actor: Actor,
    orderId: string,
    change: Partial<StatusChange> & Pick<StatusChange, 'status'>,
  ): Promise<AdminOrderDetail> {
    if (change.status === 'Cancelled') await this.assertMayCancel(actor, orderId);
    const { from, to } = await this.lifecycle.changeStatus(
      orderId,
      change.status,
      { carrier: change.carrier, trackingNumber: change.trackingNumber, note: change.note },
      staffMover(actor),
    );
    await insertAudit(
      this.db,
      actor,
      {
        action: to === 'Cancelled' ? 'order.cancel' : 'order.status',
        entity: 'order',
        entityId: orderId,
        details: {
          from,
          to,
          ...(change.carrier && { carrier: change.carrier }),
          ...(change.trackingNumber && { trackingNumber: change.trackingNumber }),
          ...(change.note && { note: change.note }),
        },
      },
      new Date(),
    );
    return this.detail(orderId);
  }

  /** Cancels an order that has not shipped; its units go back on the shelf. */
  async cancel(actor: Actor, orderId: string, note: string | undefined): Promise<AdminOrderDetail> {
    return this.changeStatus(actor, orderId, { status: 'Cancelled', note });
  }

  /**
   * Cancelling a paid order refunds it in full (ADR 058), so only a role allowed to refund may
   * (ADR 070): a member of staff cancels unpaid and cash-on-delivery orders, an owner any.
   */
  private async assertMayCancel(actor: Actor, orderId: string): Promise<void> {
    if (actor.role === undefined || can(actor.role, 'refunds')) return;
    const row = await orders.findOrder(this.db, orderId);
    if (row?.payment_status === 'Paid') assertPermitted(actor.role, 'refunds');
  }

  /** The order's GST invoice PDF, on the same terms as its customer gets it (once delivered). */
  async invoice(orderId: string): Promise<InvoiceFile> {
    const row = await orders.findOrder(this.db, orderId);
    if (!row) throw missing();
    return this.invoices.forCustomer(row.user_id, orderId);
  }

  /** The orders placed on these India-time days (YYYY-MM-DD, both included), one CSV row each. */
  async exportCsv(from: string, to: string): Promise<string> {
    const { since, before } = dayRange(from, to);
    return ordersCsv(await ordersPlacedBetween(this.db, since!, before!));
  }
}
