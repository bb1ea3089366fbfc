import { z } from '../validation/z';
import { blankToUndefined, pagingShape, searchText } from '../admin/paging';
import { QUOTE_STATUSES } from './quote';

/** GET /api/admin/quotes: one status or all, newest first, `q` matching number, buyer or PO. */
export const adminQuoteListQuerySchema = z
  .object({
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(QUOTE_STATUSES, { error: `Status must be one of ${QUOTE_STATUSES.join(', ')}` })
        .optional(),
    ),
    q: searchText,
    ...pagingShape,
  })
  .strict();
export type AdminQuoteListQuery = z.infer<typeof adminQuoteListQuerySchema>;
