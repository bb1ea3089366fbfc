import { sql, type Kysely } from 'kysely';
import { autoId } from './helpers';

/**
 * E-invoices (ADR 098): the Invoice Registration Portal's response to a B2B tax invoice or credit
 * note, one row per document, imported by staff. The IRN is the document's registration for
 * good (the portal never issues a second one for the same number), so both the document number
 * and the IRN are unique. `ack_date` is kept as the portal writes it (India time,
 * 'yyyy-MM-dd HH:mm:ss'); `signed_qr_code` is the JWS the invoice's QR code carries, unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('e_invoice_registrations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('document_type', 'text', (c) =>
      c.notNull().check(sql`document_type in ('INV', 'CRN')`),
    )
    .addColumn('document_number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade'),
    )
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id').onDelete('cascade'))
    .addColumn('irn', 'text', (c) => c.notNull().unique())
    .addColumn('ack_no', 'text', (c) => c.notNull())
    .addColumn('ack_date', 'text', (c) => c.notNull())
    .addColumn('signed_qr_code', 'text', (c) => c.notNull())
    .addColumn('imported_by_user_id', 'integer', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('imported_by_email', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('e_invoice_registrations_order')
    .on('e_invoice_registrations')
    .column('order_id')
    .execute();
}
