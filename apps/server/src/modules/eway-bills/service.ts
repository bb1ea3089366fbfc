import { ewayBillNeed } from '@shop/shared/eway-bills/need';
import { partAFile, type PartAFile } from '@shop/shared/eway-bills/part-a';
import {
  ewayBillLine,
  EWAY_MESSAGES,
  ewayRecordSchema,
  type EwayBillView,
  type EwayRecordInput,
} from '@shop/shared/eway-bills/record';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { issueInvoiceNumber } from '../invoices/repository';
import * as orders from '../orders/repository';
import { readyToShipAmong } from '../orders/to-ship';
import { consignmentOf, partAInvoiceOf } from './consignment';
import { findOrdersWithLines, findRecords, saveRecord, type EwayRecordView } from './repository';

export interface PartADownload {
  filename: string;
  file: PartAFile;
}

/** Whether each order needs an e-way bill, and what staff recorded (ADR 097). */
export async function ewayBillViews(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, EwayBillView>> {
  const [found, records] = await Promise.all([
    findOrdersWithLines(db, orderIds),
    findRecords(db, orderIds),
  ]);
  return new Map(
    found.map(({ order, lines }) => {
      const need = ewayBillNeed(consignmentOf(order, lines));
      const record = records.get(order.order_id) ?? null;
      return [order.order_id, viewOf(order, need, record)];
    }),
  );
}

function viewOf(
  order: orders.OrderRow,
  need: ReturnType<typeof ewayBillNeed>,
  record: EwayRecordView | null,
): EwayBillView {
  return {
    orderId: order.order_id,
    needed: need.needed,
    reason: need.reason,
    valuePaise: need.valuePaise,
    limitRupees: need.limitRupees,
    record,
    // A courier-generated bill's validity is the courier's to keep; a number's is ours to watch.
    expiresBeforeDelivery: Boolean(
      record?.validUntil && order.deliver_by && record.validUntil < order.deliver_by.slice(0, 10),
    ),
  };
}

/**
 * The orders of a dispatch that need an e-way bill and have none recorded, with the message
 * naming each: dispatch refuses them (Rule 138(1): the bill is made before the goods move).
 */
export async function ewayBillsMissing(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  const views = await ewayBillViews(db, orderIds);
  const missing = new Map<string, string>();
  for (const [orderId, view] of views) {
    if (view.needed && !view.record) {
      missing.set(orderId, EWAY_MESSAGES.missing(orderId, view.reason));
    }
  }
  return missing;
}

/** The order's e-way bill as the invoice, the label and the shipped email print it, or null. */
export async function ewayBillLineOf(db: Database, orderId: string): Promise<string | null> {
  return ewayBillLine((await findRecords(db, [orderId])).get(orderId) ?? null);
}

/** E-way bills for the back office: the rule per order, Part A files, the numbers recorded. */
export class EwayBillService {
  constructor(private readonly db: Database) {}

  /** An order's e-way bill view; an unknown order is not found. */
  async forOrder(orderId: string): Promise<EwayBillView> {
    const view = (await ewayBillViews(this.db, [orderId])).get(orderId);
    if (!view) throw new NotFoundError(`Order ${orderId} was not found.`);
    return view;
  }

  /** Views of several orders (the to-ship queue and the shipped list), by order id. */
  forOrders(orderIds: readonly string[]): Promise<Map<string, EwayBillView>> {
    return ewayBillViews(this.db, orderIds);
  }

  /** Records (or replaces) an order's e-way bill; a cancelled or delivered order refuses. */
  async record(actor: Actor, orderId: string, input: EwayRecordInput): Promise<EwayBillView> {
    const record = parseInput(ewayRecordSchema, input);
    const now = new Date();
    await this.db.transaction().execute(async (trx) => {
      const order = await orders.lockOrder(trx, orderId, now);
      if (!order) throw new NotFoundError(`Order ${orderId} was not found.`);
      if (order.order_status === 'Cancelled' || order.order_status === 'Delivered') {
        throw new ConflictError(
          'eway_bill_closed',
          `Order ${orderId} is ${order.order_status}: its goods no longer move, so no e-way bill is recorded.`,
        );
      }
      await saveRecord(trx, orderId, record, now);
      const details = { mode: record.mode, ewayBillNumber: record.ewayBillNumber || null };
      await insertAudit(
        trx,
        actor,
        { action: 'eway.record', entity: 'order', entityId: orderId, details },
        now,
      );
    });
    return this.forOrder(orderId);
  }

  /**
   * Part A of each order's e-way bill as one bulk-upload file, all or none. Each order must
   * need one and be ready to ship (or shipped). Part A carries the tax invoice's number and
   * date, and s.31(1)(a) has the invoice issued before or at the removal of the goods: an order
   * not yet invoiced gets its number now, in this transaction, and keeps it when it ships.
   */
  async partA(actor: Actor, orderIds: readonly string[]): Promise<PartADownload> {
    const unique = [...new Set(orderIds)];
    const now = new Date();
    const file = await this.db.transaction().execute(async (trx) => {
      for (const orderId of [...unique].sort()) await orders.lockOrder(trx, orderId, now);
      const views = await ewayBillViews(trx, unique);
      const ready = await readyToShipAmong(trx, unique);
      const problems: Record<string, string> = {};
      const found = new Map(
        (await findOrdersWithLines(trx, unique)).map((f) => [f.order.order_id, f]),
      );
      unique.forEach((orderId, i) => {
        const view = views.get(orderId);
        const order = found.get(orderId)?.order;
        const problem = !view
          ? `Order ${orderId} was not found.`
          : !view.needed
            ? EWAY_MESSAGES.notNeeded(orderId, view.reason)
            : !ready.has(orderId) && order?.order_status !== 'Shipped'
              ? `Order ${orderId} is ${order?.order_status}: only an order ready to ship or on its way has an e-way bill.`
              : undefined;
        if (problem) problems[`ids.${i}`] = problem;
      });
      if (Object.keys(problems).length > 0) {
        const message = Object.values(problems).join(' ');
        throw new InvalidInputError('eway_bill_not_exported', message, problems);
      }
      for (const orderId of unique) {
        if (!found.get(orderId)!.order.invoice_number) {
          await issueInvoiceNumber(trx, orderId, now);
        }
      }
      const invoiced = await findOrdersWithLines(trx, unique);
      const byId = new Map(invoiced.map((f) => [f.order.order_id, f]));
      for (const orderId of unique) {
        const details = { orders: unique.length };
        await insertAudit(
          trx,
          actor,
          { action: 'eway.export', entity: 'order', entityId: orderId, details },
          now,
        );
      }
      return partAFile(
        unique.map((orderId) => {
          const { order, lines } = byId.get(orderId)!;
          const record = views.get(orderId)!.record;
          const transporter = {
            id: record?.transporterId ?? null,
            name: record?.transporterName ?? null,
          };
          return partAInvoiceOf(order, lines, transporter);
        }),
      );
    });
    const name = unique.length === 1 ? unique[0]! : `${unique.length}-orders`;
    return { filename: `e-way-bill-part-a-${name}.json`, file };
  }
}
