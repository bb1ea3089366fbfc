import { z } from '../validation/z';
import { ORDER_ERRORS } from './errors';
import { ORDER_STATUSES } from './lifecycle';

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((s) => {
      const trimmed = s?.trim().replace(/\s+/g, ' ');
      return trimmed ? trimmed : undefined;
    });

/**
 * A change of an order's status by the shop (back office, `npm run order:status`). Shipped needs
 * the courier and tracking number; the note is shown to the customer.
 */
export const statusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, {
      error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
    }),
    carrier: optionalText(100),
    trackingNumber: optionalText(100),
    note: optionalText(500),
  })
  .superRefine((change, ctx) => {
    if (change.status !== 'Shipped') return;
    if (!change.carrier) {
      ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.carrierRequired, path: ['carrier'] });
    }
    if (!change.trackingNumber) {
      ctx.addIssue({
        code: 'custom',
        message: ORDER_ERRORS.trackingNumberRequired,
        path: ['trackingNumber'],
      });
    }
  });
export type StatusChangeInput = z.input<typeof statusChangeSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Accepts a status in any case ('shipped' → 'Shipped'), for typed commands. */
export function statusFromText(text: string): (typeof ORDER_STATUSES)[number] | undefined {
  return ORDER_STATUSES.find((s) => s.toLowerCase() === text.trim().toLowerCase());
}
