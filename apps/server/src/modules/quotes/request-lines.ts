import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { unitPriceAt } from '@shop/shared/pricing/price-bands';
import type { QuoteRequestInput } from '@shop/shared/quotes/inputs';
import { fromJson } from '../../db/column-types';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import type { NewRow } from '../../db/schema';

/**
 * A request's lines with the catalogue's names, HSN and list prices as they are now, each at the
 * quantity price its quantity reaches (ADR 104), as the cart would charge it: the price staff
 * start from. A hidden or unknown product refuses the request, naming its line.
 */
export async function requestedLines(
  db: Database,
  items: QuoteRequestInput['items'],
): Promise<(quoteId: number) => NewRow<'quote_lines'>[]> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'hsn', 'price', 'price_bands'])
    .where(
      'id',
      'in',
      items.map((i) => i.productId),
    )
    .where('hidden', '=', 0)
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  items.forEach((line, i) => {
    if (!byId.has(line.productId)) {
      fields[`items.${i}.productId`] = ORDER_ERRORS.productUnavailable(line.productId);
    }
  });
  if (Object.keys(fields).length > 0) {
    throw new InvalidInputError('product_unavailable', Object.values(fields)[0]!, fields);
  }
  return (quoteId) =>
    items.map((line, i) => {
      const p = byId.get(line.productId)!;
      return {
        quote_id: quoteId,
        line_no: i + 1,
        product_id: p.id,
        name: p.name,
        hsn: p.hsn,
        quantity: line.quantity,
        list_price: unitPriceAt(p.price, fromJson(p.price_bands), line.quantity),
        unit_price: null,
      };
    });
}
