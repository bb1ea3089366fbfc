import { documentsIssued } from '@shop/shared/gst-returns/doc-issue';
import { gstr1File } from '@shop/shared/gst-returns/gstr1';
import type { Gstr1File } from '@shop/shared/gst-returns/gstr1-format';
import { monthTotals } from '@shop/shared/gst-returns/month-totals';
import {
  filingPeriod,
  formatMonth,
  GST_MONTH_BEFORE_FIRST_INVOICE,
  indiaMonth,
  monthRange,
} from '@shop/shared/gst-returns/month';
import { salesRegister } from '@shop/shared/gst-returns/sales-register';
import type { GstMonthSummary } from '@shop/shared/gst-returns/summary';
import { SHOP } from '@shop/shared/shop/identity';
import type { Database } from '../../../db/database';
import { insertAudit, type Actor } from '../audit/repository';
import { InvalidInputError } from '../../../lib/domain-errors';
import { creditNotesIssuedBetween, firstInvoiceDate, invoicesIssuedBetween } from './repository';
import { salesRegisterCsv } from './sales-register-csv';

/** A file to download: its name and content. */
export interface GstDownload {
  filename: string;
  body: string;
}

/**
 * GST returns of a month in India time: the figures, the GSTR-1 file for the
 * portal's offline tool and the sales register, all from the invoices and credit notes issued
 * in the month as they were frozen (never re-priced). Each download is audited.
 */
export class GstReturnService {
  constructor(
    private readonly db: Database,
    /** The filer's GSTIN (the shop's registration). */
    private readonly gstin: string = SHOP.gstin,
  ) {}

  private async documents(month: string) {
    const { since, before } = monthRange(month);
    const [invoices, creditNotes] = await Promise.all([
      invoicesIssuedBetween(this.db, since, before),
      creditNotesIssuedBetween(this.db, since, before),
    ]);
    return { invoices, creditNotes };
  }

  /** The month's counts and sums, per document kind and GSTR-1 section. */
  async summary(month: string): Promise<GstMonthSummary> {
    const { invoices, creditNotes } = await this.documents(month);
    return {
      month,
      label: formatMonth(month),
      gstin: this.gstin,
      totals: monthTotals(invoices, creditNotes),
      documents: documentsIssued(invoices, creditNotes),
    };
  }

  /**
   * Refuses a return for a month before the one of the shop's first tax invoice: no rule of that
   * period is known to the shop, and a return there can only be a mistaken month (ADR 096). A shop
   * that has issued nothing yet may download empty (nil) returns.
   */
  private async refuseBeforeFirstInvoice(month: string): Promise<void> {
    const first = await firstInvoiceDate(this.db);
    if (first && month < indiaMonth(new Date(first))) {
      const message = GST_MONTH_BEFORE_FIRST_INVOICE(formatMonth(indiaMonth(new Date(first))));
      throw new InvalidInputError('gst_month_before_first_invoice', message, { month: message });
    }
  }

  /** GSTR-1 of the month as the offline tool's JSON; audited as `gst.export`. */
  async gstr1(actor: Actor, month: string, now = new Date()): Promise<GstDownload> {
    await this.refuseBeforeFirstInvoice(month);
    const { invoices, creditNotes } = await this.documents(month);
    const file: Gstr1File = gstr1File({ gstin: this.gstin, month, invoices, creditNotes });
    await this.audit(actor, month, 'gstr1', invoices.length, creditNotes.length, now);
    return {
      filename: `GSTR1_${this.gstin}_${filingPeriod(month)}.json`,
      body: JSON.stringify(file),
    };
  }

  /** The month's sales register as CSV, a row per invoice and credit note line; audited. */
  async salesRegister(actor: Actor, month: string, now = new Date()): Promise<GstDownload> {
    await this.refuseBeforeFirstInvoice(month);
    const { invoices, creditNotes } = await this.documents(month);
    await this.audit(actor, month, 'sales-register', invoices.length, creditNotes.length, now);
    return {
      filename: `sales-register-${month}.csv`,
      body: salesRegisterCsv(salesRegister(invoices, creditNotes)),
    };
  }

  private audit(
    actor: Actor,
    month: string,
    file: 'gstr1' | 'sales-register',
    invoices: number,
    creditNotes: number,
    now: Date,
  ): Promise<void> {
    return insertAudit(
      this.db,
      actor,
      {
        action: 'gst.export',
        entity: 'gst',
        entityId: month,
        details: { file, invoices, creditNotes },
      },
      now,
    );
  }
}
