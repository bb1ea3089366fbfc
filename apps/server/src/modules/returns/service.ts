import type { Page } from '@shop/shared/admin/paging';
import type { ReturnListQuery } from '@shop/shared/returns/responses';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { refundForReturn } from '@shop/shared/returns/refund-amount';
import {
  RETURN_ERRORS,
  RETURN_REASONS,
  SHIPPING_REFUNDED_FOR,
  returnRequestSchema,
  type AdminReturnSummary,
  type OrderReturns,
  type ReturnRequestInput,
} from '@shop/shared/returns/returns';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { toPage } from '../admin/paging';
import type { EmailService } from '../email/service';
import { issueInvoiceNumber } from '../invoices/repository';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceFile } from '../invoices/service';
import { roundOffOfOrder } from '../orders/order-record';
import * as orders from '../orders/repository';
import { refreshCatalogueIfShown, returnStock } from '../orders/stock-repository';
import { staffMover } from '../stock/movements';
import { creditNoteData } from './credit-notes';
import { returnEmails } from './emails';
import type { RefundService } from './refunds';
import * as repo from './repository';
import { deliveredAt, returnRefusal, toOrderReturns } from './views';

const returnMissing = () => new NotFoundError(RETURN_ERRORS.notFound);

/**
 * Returns (ADR 058): the customer asks within the window, staff approve or reject, mark the
 * parcel received (its units go back on the shelf) and refund; each step is one transaction,
 * emailed to the customer, and (for staff) audited.
 */
export class ReturnService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly refunds: RefundService,
    private readonly publicUrl: string,
  ) {}

  /** The order's returns, refunds and what may still be returned; NotFound unless it is theirs. */
  async forCustomer(userId: number, orderId: string): Promise<OrderReturns> {
    const order = await orders.findOrder(this.db, orderId);
    if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    return this.view(this.db, order);
  }

  /** The same, for staff. */
  async forOrder(orderId: string): Promise<OrderReturns> {
    const order = await orders.findOrder(this.db, orderId);
    if (!order) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    return this.view(this.db, order);
  }

  /**
   * A return request: refused (ConflictError) unless the order is delivered and within the
   * window; each line's units (InvalidInputError on `lines[i].quantity`) must be of a returnable
   * product and no more than bought less earlier returns.
   */
  async request(userId: number, orderId: string, input: ReturnRequestInput): Promise<OrderReturns> {
    const req = parseInput(returnRequestSchema, input);
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, orderId, now);
      if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
      const refusal = returnRefusal(order, deliveredAt(await orders.findEvents(trx, orderId)), now);
      if (refusal) throw new ConflictError('return_not_allowed', refusal);
      const lines = await orders.findLines(trx, orderId);
      const claimed = await repo.claimedUnits(trx, orderId);
      const returnable = await this.returnable(trx, lines);
      const problems: Record<string, string> = {};
      req.lines.forEach((asked, i) => {
        const line = lines.find((l) => l.line_no === asked.lineNo);
        const field = `lines[${i}].quantity`;
        if (!line) problems[field] = RETURN_ERRORS.notFound;
        else if (!(returnable.get(line.product_id) ?? true)) {
          problems[field] = `${line.name} ${RETURN_ERRORS.notReturnable}`;
        } else if (asked.quantity > line.quantity - (claimed.get(line.line_no) ?? 0)) {
          problems[field] = RETURN_ERRORS.tooMany;
        }
      });
      const first = Object.values(problems)[0];
      if (first) throw new InvalidInputError('return_refused', first, problems);
      await repo.insertReturn(
        trx,
        {
          order_id: orderId,
          status: 'requested',
          reason: req.reason,
          note: req.note ?? null,
          staff_note: null,
          requested_at: now.toISOString(),
          decided_at: null,
          received_at: null,
          updated_at: now.toISOString(),
        },
        req.lines.map((l) => ({ line_no: l.lineNo, quantity: l.quantity })),
      );
      const items = req.lines
        .map((l) => `${lines.find((x) => x.line_no === l.lineNo)!.name} × ${l.quantity}`)
        .join(', ');
      const mail = returnEmails.requested(order, items, req.reason, this.publicUrl);
      await this.email.send({ to: order.customer_email, ...mail }, trx);
    });
    this.email.wake();
    return this.forCustomer(userId, orderId);
  }

  /** The back office's list, as the query asks (by default requested first). */
  async list(query: ReturnListQuery): Promise<Page<AdminReturnSummary>> {
    const { rows, total } = await repo.listReturns(this.db, query);
    const lines = await repo.linesOfReturns(
      this.db,
      rows.map((r) => r.id),
    );
    const items = await Promise.all(
      rows.map(async (r) => {
        const sold = await orders.findLines(this.db, r.order_id);
        const names = lines
          .filter((l) => l.return_id === r.id)
          .map((l) => `${sold.find((s) => s.line_no === l.line_no)?.name ?? '?'} × ${l.quantity}`);
        return {
          id: r.id,
          orderId: r.order_id,
          customerName: r.customer_name,
          status: r.status,
          reason: r.reason,
          items: names.join(', '),
          requestedAt: r.requested_at,
        };
      }),
    );
    return toPage(items, total, query);
  }

  async approve(actor: Actor, id: number, note?: string): Promise<OrderReturns> {
    return this.decide(actor, id, 'approved', note);
  }

  async reject(actor: Actor, id: number, note?: string): Promise<OrderReturns> {
    return this.decide(actor, id, 'rejected', note);
  }

  private async decide(
    actor: Actor,
    id: number,
    to: 'approved' | 'rejected',
    note: string | undefined,
  ): Promise<OrderReturns> {
    return this.step(
      actor,
      id,
      to === 'approved' ? 'return.approve' : 'return.reject',
      async (trx, r, order, now) => {
        if (r.status !== 'requested')
          throw new ConflictError('return_decided', RETURN_ERRORS.notRequested);
        await repo.updateReturn(trx, id, {
          status: to,
          staff_note: note ?? null,
          decided_at: now.toISOString(),
        });
        const mail = returnEmails[to](order, note ?? null, this.publicUrl);
        await this.email.send({ to: order.customer_email, ...mail }, trx);
        return note ? { note } : {};
      },
    );
  }

  /** The parcel reached the shop: its units go back on the shelf. */
  async receive(actor: Actor, id: number): Promise<OrderReturns> {
    return this.step(actor, id, 'return.receive', async (trx, r, order, now) => {
      if (r.status !== 'approved')
        throw new ConflictError('return_not_approved', RETURN_ERRORS.notApproved);
      await repo.updateReturn(trx, id, { status: 'received', received_at: now.toISOString() });
      const sold = await orders.findLines(trx, r.order_id);
      const lines = await repo.linesOfReturns(trx, [id]);
      const levels: number[] = [];
      const by = staffMover(actor);
      // In product id order, as orders take stock, so concurrent writers never deadlock.
      const units = lines
        .map((l) => ({
          productId: sold.find((s) => s.line_no === l.line_no)!.product_id,
          quantity: l.quantity,
        }))
        .sort((a, b) => a.productId - b.productId);
      for (const u of units) {
        const cause = { reason: 'return_received', by, orderId: r.order_id, returnId: id } as const;
        const level = await returnStock(trx, u.productId, u.quantity, cause, now);
        if (level !== undefined) levels.push(level - u.quantity);
      }
      await refreshCatalogueIfShown(trx, levels);
      const mail = returnEmails.received(order, this.publicUrl);
      await this.email.send({ to: order.customer_email, ...mail }, trx);
      return { restocked: units };
    });
  }

  /**
   * Refunds a received return: the returned units' share of what was paid (with shipping and
   * round off when the whole order is back, shipping only for a faulty, damaged or wrong
   * product), with a GST credit note; through Razorpay, the demo, or the bank transfer whose
   * reference staff give.
   */
  async refund(actor: Actor, id: number, bankReference?: string): Promise<OrderReturns> {
    let refundId = 0;
    const view = await this.step(actor, id, 'return.refund', async (trx, r, order, now) => {
      if (r.status !== 'received')
        throw new ConflictError('return_not_received', RETURN_ERRORS.notReceived);
      if (order.invoice_number === null) await issueInvoiceNumber(trx, order.order_id, now);
      const invoiced = (await orders.findOrder(trx, order.order_id))!;
      const sold = await orders.findLines(trx, order.order_id);
      const returning = new Map(
        (await repo.linesOfReturns(trx, [id])).map((l) => [l.line_no, l.quantity]),
      );
      const amount = refundForReturn(
        {
          lines: sold.map((l) => ({
            lineNo: l.line_no,
            quantity: l.quantity,
            taxableValuePaise: l.taxable_value,
            taxPaise: l.tax_amount,
          })),
          shippingPaise: order.shipping,
          shippingTaxPaise: order.shipping_tax,
          roundOffPaise: roundOffOfOrder(order),
          paidPaise: order.payment_status === 'Pending' ? 0 : order.total_amount,
          refundedPaise: await repo.committedRefunds(trx, order.order_id),
        },
        await repo.refundedUnits(trx, order.order_id),
        returning,
        SHIPPING_REFUNDED_FOR.includes(r.reason),
      );
      if (amount.amountPaise <= 0)
        throw new ConflictError('nothing_to_refund', 'Nothing is left to refund on this order.');
      const refund = await this.refunds.open(
        trx,
        invoiced,
        {
          returnId: id,
          amountPaise: amount.amountPaise,
          shippingPaise: amount.shippingPaise,
          shippingTaxPaise: amount.shippingTaxPaise,
          roundOffPaise: amount.roundOffPaise,
          lines: amount.lines.map((l) => ({
            line_no: l.lineNo,
            quantity: l.quantity,
            taxable_value: l.taxableValuePaise,
            tax_amount: l.taxPaise,
          })),
          bankReference,
        },
        now,
      );
      refundId = refund.id;
      return {
        amountPaise: amount.amountPaise,
        method: refund.method,
        creditNote: refund.credit_note_number,
      };
    });
    await this.refunds.send(refundId);
    return this.forOrder(view.orderId);
  }

  /** A refund waiting for a bank transfer (a cancelled order not paid through Razorpay). */
  async completeRefund(
    actor: Actor,
    refundId: number,
    bankReference: string,
  ): Promise<OrderReturns> {
    const now = new Date();
    const orderId = await this.db.transaction().execute(async (trx) => {
      const refund = await repo.findRefund(trx, refundId);
      if (!refund) throw returnMissing();
      await orders.lockOrder(trx, refund.order_id, now);
      const fresh = (await repo.findRefund(trx, refundId))!;
      if (fresh.status !== 'pending' || fresh.method !== 'bank_transfer') {
        throw new ConflictError('refund_not_pending', RETURN_ERRORS.refundNotPending);
      }
      await this.refunds.complete(trx, fresh, bankReference, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'refund.complete',
          entity: 'order',
          entityId: fresh.order_id,
          details: { refundId, bankReference },
        },
        now,
      );
      return fresh.order_id;
    });
    this.email.wake();
    return this.forOrder(orderId);
  }

  /**
   * Sends again a Razorpay refund that could not be sent (an outage): the same idempotency key,
   * so Razorpay never makes it twice. Refused unless it is pending and unsent.
   */
  async resendRefund(actor: Actor, refundId: number): Promise<OrderReturns> {
    const refund = await repo.findRefund(this.db, refundId);
    if (!refund) throw returnMissing();
    if (refund.method !== 'razorpay' || refund.status !== 'pending' || refund.razorpay_refund_id) {
      throw new ConflictError('refund_not_pending', 'This refund is not waiting to be sent.');
    }
    await this.refunds.send(refundId);
    await insertAudit(
      this.db,
      actor,
      { action: 'refund.send', entity: 'order', entityId: refund.order_id, details: { refundId } },
      new Date(),
    );
    return this.forOrder(refund.order_id);
  }

  /** The credit note PDF of one of the order's refunds (NotFound for another's or none). */
  async creditNote(orderId: string, refundId: number, userId?: number): Promise<InvoiceFile> {
    const order = await orders.findOrder(this.db, orderId);
    const refund = await repo.findRefund(this.db, refundId);
    if (
      !order ||
      (userId !== undefined && order.user_id !== userId) ||
      !refund ||
      refund.order_id !== orderId ||
      !refund.credit_note_number
    ) {
      throw new NotFoundError('Credit note not found');
    }
    const r =
      refund.return_id === null ? undefined : await repo.findReturn(this.db, refund.return_id);
    const reason = r ? `Goods returned: ${RETURN_REASONS[r.reason]}` : 'Order cancelled';
    const data = creditNoteData(
      order,
      await orders.findLines(this.db, orderId),
      refund,
      await repo.refundLines(this.db, refundId),
      reason,
    );
    return {
      invoiceNumber: data.number,
      filename: `${data.number.replaceAll('/', '-')}.pdf`,
      pdf: await renderInvoicePdf(data),
    };
  }

  /** One staff step on a return, in one transaction with its audit entry. */
  private async step(
    actor: Actor,
    id: number,
    action: 'return.approve' | 'return.reject' | 'return.receive' | 'return.refund',
    run: (
      trx: Database,
      r: repo.ReturnRow,
      order: orders.OrderRow,
      now: Date,
    ) => Promise<Record<string, unknown>>,
  ): Promise<OrderReturns> {
    const now = new Date();
    const orderId = await this.db.transaction().execute(async (trx) => {
      const found = await repo.findReturn(trx, id);
      if (!found) throw returnMissing();
      // The order first, as every writer of an order does, then the return.
      const order = (await orders.lockOrder(trx, found.order_id, now))!;
      const r = (await repo.lockReturn(trx, id, now))!;
      const details = await run(trx, r, order, now);
      await insertAudit(
        trx,
        actor,
        { action, entity: 'return', entityId: id, details: { orderId: r.order_id, ...details } },
        now,
      );
      return r.order_id;
    });
    this.email.wake();
    return this.forOrder(orderId);
  }

  private async returnable(db: Database, lines: readonly orders.OrderLineRow[]) {
    if (lines.length === 0) return new Map<number, boolean>();
    const rows = await db
      .selectFrom('products')
      .select(['id', 'returnable'])
      .where(
        'id',
        'in',
        lines.map((l) => l.product_id),
      )
      .execute();
    return new Map(rows.map((p) => [p.id, p.returnable === 1]));
  }

  private async view(db: Database, order: orders.OrderRow): Promise<OrderReturns> {
    const orderId = order.order_id;
    const [lines, events, returns, refunds, claimed] = await Promise.all([
      orders.findLines(db, orderId),
      orders.findEvents(db, orderId),
      repo.returnsOfOrder(db, orderId),
      repo.refundsOfOrder(db, orderId),
      repo.claimedUnits(db, orderId),
    ]);
    const returnLines = await repo.linesOfReturns(
      db,
      returns.map((r) => r.id),
    );
    const returnable = await this.returnable(db, lines);
    return toOrderReturns(
      { order, lines, events, returns, returnLines, refunds, claimed, returnable },
      new Date(),
    );
  }
}
