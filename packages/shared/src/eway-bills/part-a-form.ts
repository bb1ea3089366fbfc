import { printQuerySchema } from '../admin/dispatch';
import { z } from '../validation/z';

/**
 * The Part A download's form (ADR 097): the orders ticked (`ids`, one per button or a comma
 * list, as the print takes them) and, from an order's page, `back=order` to return there when
 * the download is refused.
 */
export const partAFormSchema = printQuerySchema.extend({
  back: z.literal('order').optional(),
});
