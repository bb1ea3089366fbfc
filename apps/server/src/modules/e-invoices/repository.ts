import type { IrnRecord } from '@shop/shared/e-invoices/documents';
import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

export type EInvoiceRow = Row<'e_invoice_registrations'>;

/** A B2B document the IRP should know: a tax invoice or a credit note of a B2B order. */
export interface B2bDocumentRow {
  type: 'INV' | 'CRN';
  number: string;
  /** UTC ISO time the document was issued. */
  issuedAt: string;
  orderId: string;
  refundId: number | null;
  buyer: string;
  buyerGstin: string;
  totalPaise: number;
}

/**
 * Every B2B tax invoice and credit note (issued at or after `since`, a UTC ISO time, when given),
 * newest first. B2C documents never need an IRN.
 */
export async function b2bDocuments(db: Database, since?: string): Promise<B2bDocumentRow[]> {
  let invoiceQuery = db
    .selectFrom('orders')
    .select([
      'invoice_number',
      'invoice_date',
      'order_id',
      'business_name',
      'business_gstin',
      'total_amount',
    ])
    .where('business_gstin', 'is not', null)
    .where('invoice_number', 'is not', null);
  let creditNoteQuery = db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.order_id', 'refunds.order_id')
    .select([
      'refunds.id',
      'refunds.credit_note_number',
      'refunds.credit_note_date',
      'refunds.amount_paise',
      'orders.order_id',
      'orders.business_name',
      'orders.business_gstin',
    ])
    .where('orders.business_gstin', 'is not', null)
    .where('refunds.credit_note_number', 'is not', null);
  if (since) {
    invoiceQuery = invoiceQuery.where('invoice_date', '>=', since);
    creditNoteQuery = creditNoteQuery.where('refunds.credit_note_date', '>=', since);
  }
  const [invoices, creditNotes] = await Promise.all([
    invoiceQuery.execute(),
    creditNoteQuery.execute(),
  ]);
  const rows: B2bDocumentRow[] = [
    ...invoices.map((r) => ({
      type: 'INV' as const,
      number: r.invoice_number!,
      issuedAt: r.invoice_date!,
      orderId: r.order_id,
      refundId: null,
      buyer: r.business_name ?? '',
      buyerGstin: r.business_gstin!,
      totalPaise: r.total_amount,
    })),
    ...creditNotes.map((r) => ({
      type: 'CRN' as const,
      number: r.credit_note_number!,
      issuedAt: r.credit_note_date!,
      orderId: r.order_id,
      refundId: r.id,
      buyer: r.business_name ?? '',
      buyerGstin: r.business_gstin!,
      totalPaise: r.amount_paise,
    })),
  ];
  return rows.sort(
    (a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.number.localeCompare(a.number),
  );
}

/** One B2B document by its number (invoice or credit note), or undefined (B2C or none). */
export async function findB2bDocument(
  db: Database,
  number: string,
): Promise<{ orderId: string; refundId: number | null } | undefined> {
  const invoice = await db
    .selectFrom('orders')
    .select('order_id')
    .where('invoice_number', '=', number)
    .where('business_gstin', 'is not', null)
    .executeTakeFirst();
  if (invoice) return { orderId: invoice.order_id, refundId: null };
  const creditNote = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.order_id', 'refunds.order_id')
    .select(['refunds.id', 'refunds.order_id'])
    .where('refunds.credit_note_number', '=', number)
    .where('orders.business_gstin', 'is not', null)
    .executeTakeFirst();
  return creditNote && { orderId: creditNote.order_id, refundId: creditNote.id };
}

/** A row as the API and the PDF read it. */
export const irnRecord = (row: EInvoiceRow): IrnRecord => ({
  irn: row.irn,
  ackNo: row.ack_no,
  ackDate: row.ack_date,
  signedQrCode: row.signed_qr_code,
  importedAt: row.imported_at,
  importedBy: row.imported_by_email,
});

export async function registrations(db: Database): Promise<Map<string, EInvoiceRow>> {
  const rows = await db.selectFrom('e_invoice_registrations').selectAll().execute();
  return new Map(rows.map((r) => [r.document_number, r]));
}

export async function findRegistration(
  db: Database,
  documentNumber: string,
): Promise<EInvoiceRow | undefined> {
  return db
    .selectFrom('e_invoice_registrations')
    .selectAll()
    .where('document_number', '=', documentNumber)
    .executeTakeFirst();
}

export async function findByIrn(db: Database, irn: string): Promise<EInvoiceRow | undefined> {
  return db
    .selectFrom('e_invoice_registrations')
    .selectAll()
    .where('irn', '=', irn)
    .executeTakeFirst();
}

export async function insertRegistration(
  db: Database,
  row: Omit<EInvoiceRow, 'id'>,
): Promise<void> {
  await db.insertInto('e_invoice_registrations').values(row).execute();
}
