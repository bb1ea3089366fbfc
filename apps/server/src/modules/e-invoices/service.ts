import type {
  EInvoiceDocument,
  EInvoiceList,
  EInvoiceListQuery,
  IrnRecord,
} from '@shop/shared/e-invoices/documents';
import { inv01Document, type Inv01Document } from '@shop/shared/e-invoices/inv01';
import {
  E_INVOICE_TEXTS,
  signedQrData,
  type ImportIrn,
} from '@shop/shared/e-invoices/irp-response';
import { reportingDeadline, type EInvoicing } from '@shop/shared/e-invoices/setting';
import { indiaDate } from '@shop/shared/format/india-time';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { invoiceData, type InvoiceData } from '../invoices/invoice-model';
import * as orders from '../orders/repository';
import { creditNoteData } from '../returns/credit-notes';
import * as returns from '../returns/repository';
import { eInvoiceSource } from './documents';
import * as repo from './repository';

/** A file to download: its name and content. */
export interface EInvoiceFile {
  filename: string;
  body: string;
}

const record = repo.irnRecord;

/**
 * E-invoicing (ADR 098): the B2B tax invoices and credit notes the IRP must register when the
 * shop's setting says so, their INV-01 JSON for the portal's bulk upload or a GSP, and the
 * portal's responses staff import, each checked against its document and audited.
 */
export class EInvoiceService {
  constructor(
    private readonly db: Database,
    private readonly setting: EInvoicing,
  ) {}

  private assertApplies(): void {
    if (!this.setting.applies)
      throw new ConflictError('e_invoicing_off', E_INVOICE_TEXTS.notApplicable);
  }

  private async documents(now: Date, since?: Date): Promise<EInvoiceDocument[]> {
    const [rows, registered] = await Promise.all([
      repo.b2bDocuments(this.db, since?.toISOString()),
      repo.registrations(this.db),
    ]);
    const today = indiaDate(now);
    return rows.map((row) => {
      const date = indiaDate(new Date(row.issuedAt));
      const found = registered.get(row.number);
      return {
        type: row.type,
        number: row.number,
        date,
        orderId: row.orderId,
        refundId: row.refundId,
        buyer: row.buyer,
        buyerGstin: row.buyerGstin,
        totalPaise: row.totalPaise,
        registration: found ? record(found) : null,
        deadline: found
          ? { lastDay: null, status: 'no-limit' as const, daysLeft: null }
          : reportingDeadline(date, today, this.setting),
      };
    });
  }

  /** The setting and the documents awaiting an IRN (or those with one), newest first. */
  async list(query: EInvoiceListQuery, now = new Date()): Promise<EInvoiceList> {
    const setting = {
      mode: this.setting.mode,
      reportingLimitDays: this.setting.reportingLimitDays,
    };
    if (!this.setting.applies) return { setting, documents: [] };
    const all = await this.documents(now);
    const wanted = query.state === 'registered';
    return { setting, documents: all.filter((d) => (d.registration !== null) === wanted) };
  }

  /**
   * The documents awaiting an IRN that are near or past their reporting limit, for the
   * dashboard; none when no limit applies. One past it stays listed for as long again (the IRP
   * will never take it: the seller and their accountant decide what to issue instead).
   */
  async dueSoon(now = new Date()): Promise<EInvoiceDocument[]> {
    const days = this.setting.reportingLimitDays;
    if (days === null) return [];
    const all = await this.documents(now, new Date(now.getTime() - 2 * days * 86_400_000));
    return all
      .filter((d) => d.registration === null && d.deadline.status !== 'in-time')
      .sort((a, b) => (a.deadline.daysLeft ?? 0) - (b.deadline.daysLeft ?? 0));
  }

  /** The document as its PDF shows it, with the order it belongs to; NotFound for B2C or none. */
  private async document(
    number: string,
  ): Promise<{ order: orders.OrderRow; data: InvoiceData; refundId: number | null }> {
    const row = await repo.findB2bDocument(this.db, number);
    if (!row) throw new NotFoundError(E_INVOICE_TEXTS.notFound(number));
    const order = (await orders.findOrder(this.db, row.orderId))!;
    const lines = await orders.findLines(this.db, row.orderId);
    if (row.refundId === null) return { order, data: invoiceData(order, lines), refundId: null };
    const refund = (await returns.findRefund(this.db, row.refundId))!;
    const refundLines = await returns.refundLines(this.db, row.refundId);
    // The reason is printed on the credit note's PDF; INV-01 has no field for it.
    const data = creditNoteData(order, lines, refund, refundLines, '');
    return { order, data, refundId: row.refundId };
  }

  /**
   * One INV-01 file (a JSON array, as the bulk upload takes it) of the documents named, or of
   * every document awaiting its IRN when none are named; audited as `e-invoice.export`.
   */
  async export(actor: Actor, numbers: readonly string[], now = new Date()): Promise<EInvoiceFile> {
    this.assertApplies();
    const wanted = numbers.length
      ? [...new Set(numbers)]
      : (await this.documents(now))
          .filter((d) => !d.registration)
          .map((d) => d.number)
          .reverse();
    const docs: Inv01Document[] = [];
    for (const number of wanted) {
      const { order, data } = await this.document(number);
      docs.push(inv01Document(eInvoiceSource(order, data)));
    }
    await insertAudit(
      this.db,
      actor,
      {
        action: 'e-invoice.export',
        entity: 'e-invoice',
        // One document: its number, so its history is found by it; several: how many.
        entityId: wanted.length === 1 ? wanted[0]! : `${wanted.length} documents`,
        details: { documents: wanted },
      },
      now,
    );
    return { filename: `e-invoices-${indiaDate(now)}.json`, body: JSON.stringify(docs, null, 2) };
  }

  /**
   * Records the IRP's response for one document: refused (400) when it is another document's
   * (number, type, seller or buyer GSTIN in its signed QR code, or an IRN that differs), and
   * (409) when the document already has an IRN. The record and its audit entry are one write.
   */
  async import(actor: Actor, input: ImportIrn, now = new Date()): Promise<IrnRecord> {
    this.assertApplies();
    const { order, data, refundId } = await this.document(input.document);
    const source = eInvoiceSource(order, data);
    const qr = signedQrData(input.response.SignedQRCode)!;
    const mismatch = (field: string, what: string, got: string, expected: string) =>
      new InvalidInputError('irn_mismatch', E_INVOICE_TEXTS.mismatch(what, got, expected), {
        [field]: E_INVOICE_TEXTS.mismatch(what, got, expected),
      });
    if (qr.DocNo !== source.number) throw mismatch('response', 'document', qr.DocNo, source.number);
    if (qr.DocTyp !== source.type)
      throw mismatch('response', 'document type', qr.DocTyp, source.type);
    if (qr.SellerGstin !== source.seller.gstin) {
      throw mismatch('response', 'seller GSTIN', qr.SellerGstin, source.seller.gstin);
    }
    if (qr.BuyerGstin !== source.buyer.gstin) {
      throw mismatch('response', 'buyer GSTIN', qr.BuyerGstin, source.buyer.gstin);
    }
    if (qr.Irn !== input.response.Irn)
      throw mismatch('response', 'IRN', qr.Irn, input.response.Irn);
    return this.db.transaction().execute(async (trx) => {
      if (await repo.findRegistration(trx, source.number)) {
        throw new ConflictError('irn_exists', E_INVOICE_TEXTS.already(source.number));
      }
      if (await repo.findByIrn(trx, input.response.Irn)) {
        throw new ConflictError('irn_taken', E_INVOICE_TEXTS.irnTaken);
      }
      const row = {
        document_type: source.type,
        document_number: source.number,
        order_id: order.order_id,
        refund_id: refundId,
        irn: input.response.Irn,
        ack_no: input.response.AckNo,
        ack_date: input.response.AckDt,
        signed_qr_code: input.response.SignedQRCode,
        imported_by_user_id: actor.id,
        imported_by_email: actor.email,
        imported_at: now.toISOString(),
      };
      await repo.insertRegistration(trx, row);
      await insertAudit(
        trx,
        actor,
        {
          action: 'e-invoice.import',
          entity: 'e-invoice',
          entityId: source.number,
          details: {
            irn: row.irn,
            ackNo: row.ack_no,
            ackDate: row.ack_date,
            orderId: order.order_id,
          },
        },
        now,
      );
      return record({ id: 0, ...row });
    });
  }

  /** The IRN a document's PDF prints, when it has one (B2C documents never do). */
  async registrationOf(documentNumber: string): Promise<IrnRecord | null> {
    const row = await repo.findRegistration(this.db, documentNumber);
    return row ? record(row) : null;
  }
}
