import { z } from '../validation/z';
import { emailSchema, normaliseMobile } from '../checkout/fields';
import { ORDER_ERRORS } from './errors';
import { ORDER_ID_PATTERN } from './order-id';

/** How a guest proves an order is theirs: the email or the mobile number it was placed with. */
export type OrderContact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** Body of POST /api/orders/track, and the /track-order form. */
export const trackOrderSchema = z.object({
  orderId: z
    .string({ error: ORDER_ERRORS.orderIdRequired })
    .transform((s) => s.trim().toUpperCase())
    .pipe(
      z.string().min(1, ORDER_ERRORS.orderIdRequired).regex(ORDER_ID_PATTERN, ORDER_ERRORS.orderId),
    ),
  contact: z.string({ error: ORDER_ERRORS.contactRequired }).transform((s, ctx): OrderContact => {
    const value = s.trim();
    if (value === '') {
      ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.contactRequired });
      return z.NEVER;
    }
    if (value.includes('@')) {
      const email = emailSchema.safeParse(value);
      if (email.success) return { kind: 'email', value: email.data };
    } else {
      const phone = normaliseMobile(value);
      if (phone) return { kind: 'phone', value: phone };
    }
    ctx.addIssue({ code: 'custom', message: ORDER_ERRORS.contact });
    return z.NEVER;
  }),
});
export type TrackOrderInput = z.infer<typeof trackOrderSchema>;
