import type { Page } from '@shop/shared/admin/paging';
import type { ReturnListQuery } from '@shop/shared/returns/responses';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import {
  RETURN_ERRORS,
  returnRequestSchema,
  type AdminReturnSummary,
  type OrderReturns,
  type ReturnRequestInput,
} from '@shop/shared/returns/returns';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import { toPage } from '../admin/paging';
import type { EmailService } from '../email/service';
import type { InvoiceFile } from '../invoices/service';
import * as orders from '../orders/repository';
import { creditNoteFile } from './credit-note-file';
import { returnEmails } from './emails';
import * as repo from './repository';
import { deliveredAt, returnRefusal, toOrderReturns } from './views';

/**
 * Returns (ADR 058) as the customer asks for them and as anyone reads them: an order's returns
 * and refunds, the back office's list and the credit notes. The staff's steps on a return are
 * ReturnSteps (staff-steps.ts).
 */
export class ReturnService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
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
      const returnable = await repo.returnableProducts(trx, lines);
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

  /** The credit note PDF of one of the order's refunds (NotFound for another's or none). */
  creditNote(orderId: string, refundId: number, userId?: number): Promise<InvoiceFile> {
    return creditNoteFile(this.db, { orderId, refundId, userId });
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
    const returnable = await repo.returnableProducts(db, lines);
    return toOrderReturns(
      { order, lines, events, returns, returnLines, refunds, claimed, returnable },
      new Date(),
    );
  }
}
