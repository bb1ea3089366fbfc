import { RETURN_ERRORS, type OrderReturns } from '@shop/shared/returns/returns';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { assertPermitted } from '../admin/permissions';
import type { EmailService } from '../email/service';
import { issueInvoiceNumber } from '../invoices/repository';
import * as orders from '../orders/repository';
import { refreshCatalogueIfShown, returnStock } from '../orders/stock-repository';
import { staffMover } from '../stock/movements';
import { returnEmails } from './emails';
import { refundAmountOf } from './refund-amount';
import type { RefundService } from './refunds';
import * as repo from './repository';
import type { ReturnService } from './service';

const returnMissing = () => new NotFoundError(RETURN_ERRORS.notFound);

/**
 * The staff's steps on a return (ADR 058): approve or reject, mark the parcel received (its units
 * go back on the shelf) and refund, with the refunds waiting on a bank transfer or a resend. Each
 * step is one transaction, emailed to the customer and audited; refunds are an owner's.
 */
export class ReturnSteps {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly refunds: RefundService,
    private readonly publicUrl: string,
    /** Each step returns the order's returns as staff read them. */
    private readonly returns: ReturnService,
  ) {}

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
    assertPermitted(actor.role, 'refunds');
    let refundId = 0;
    const view = await this.step(actor, id, 'return.refund', async (trx, r, order, now) => {
      if (r.status !== 'received')
        throw new ConflictError('return_not_received', RETURN_ERRORS.notReceived);
      if (order.invoice_number === null) await issueInvoiceNumber(trx, order.order_id, now);
      const invoiced = (await orders.findOrder(trx, order.order_id))!;
      const amount = await refundAmountOf(trx, order, r);
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
    return this.returns.forOrder(view.orderId);
  }

  /** A refund waiting for a bank transfer (a cancelled order not paid through Razorpay). */
  async completeRefund(
    actor: Actor,
    refundId: number,
    bankReference: string,
  ): Promise<OrderReturns> {
    assertPermitted(actor.role, 'refunds');
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
    return this.returns.forOrder(orderId);
  }

  /**
   * Sends again a Razorpay refund that could not be sent (an outage): the same idempotency key,
   * so Razorpay never makes it twice. Refused unless it is pending and unsent.
   */
  async resendRefund(actor: Actor, refundId: number): Promise<OrderReturns> {
    assertPermitted(actor.role, 'refunds');
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
    return this.returns.forOrder(refund.order_id);
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
    return this.returns.forOrder(orderId);
  }
}
