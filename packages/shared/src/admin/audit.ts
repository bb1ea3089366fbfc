import type { StaffRole } from '../auth/user';
import { z } from '../validation/z';
import { blankToUndefined, pagingShape, searchText, sortParam } from './paging';

/** What the audit log records changes of. */
export const AUDIT_ENTITIES = [
  'product',
  'upload',
  'order',
  'message',
  'customer',
  'review',
  'return',
  // A GST return month's downloads, by month: entity id '2026-11'.
  'gst',
  // A sign-in or sign-up limit cleared by an owner: entity id 'loginPair asha@example.in 10.0.0.1'.
  'throttle',
  // An e-invoice (IRN) recorded or exported, by document number: entity id 'INV/26-27/000123'.
  'e-invoice',
  // A quotation, by its id (its number is given only once sent): entity id '12'.
  'quote',
  // Cash on Delivery switched off or back on for a PIN code by an owner: entity id '744101'.
  'cod-pincode',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every kind of change the back office records, as `action`. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.hide',
  'product.unhide',
  'product.delete',
  'upload.create',
  'order.status',
  'order.cancel',
  'order.bank-transfer',
  'message.read',
  'message.unread',
  'message.reply',
  'customer.disable',
  'customer.enable',
  'customer.make-admin',
  'staff.add',
  'staff.role',
  'staff.revoke',
  'review.approve',
  'review.hide',
  'review.reply',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.refund',
  'refund.complete',
  'refund.send',
  'gst.export',
  'eway.record',
  'eway.export',
  'throttle.clear',
  'e-invoice.export',
  'e-invoice.import',
  'quote.request',
  'quote.send',
  'quote.accept',
  'quote.decline',
  'quote.withdraw',
  'quote.expire',
  'quote.message',
  'cod-pincode.off',
  'cod-pincode.on',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SORTS = ['newest', 'oldest'] as const;

/**
 * GET /api/admin/audit query: newest (or oldest) first, optionally one kind of entity (and one of
 * them), `q` matching who did it or the action's name.
 */
export const auditListQuerySchema = z
  .object({
    q: searchText,
    sort: sortParam(AUDIT_SORTS),
    entity: z.preprocess(
      blankToUndefined,
      z
        .enum(AUDIT_ENTITIES, { error: `Entity must be one of ${AUDIT_ENTITIES.join(', ')}` })
        .optional(),
    ),
    entityId: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
    ...pagingShape,
  })
  .strict();
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export interface AuditEntry {
  id: number;
  /** UTC ISO time. */
  at: string;
  /** Who: null id for the command line (npm run admin:create). */
  actor: { id: number | null; email: string; role: StaffRole | null };
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  /** A small description of the change, e.g. { changes: { price: { from: 8499, to: 7999 } } }. */
  details: Record<string, unknown>;
}
