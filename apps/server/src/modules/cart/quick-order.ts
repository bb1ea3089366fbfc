import {
  QUICK_ORDER_TEXTS,
  type QuickOrderInput,
  type QuickOrderLine,
  type QuickOrderReport,
  type RefusedLine,
} from '@shop/shared/cart/quick-order';
import { MAX_LINE_QUANTITY } from '@shop/shared/cart/cart';
import type { CatalogueReader } from '@shop/shared/ssr/page-context';
import type { Database } from '../../db/database';
import type { CartOwner, CartService } from './service';

const refusal = (line: QuickOrderLine, reason: string): RefusedLine => ({
  source: line.source,
  sku: line.sku,
  reason,
});

/**
 * The quick-order pad (ADR 104): products found by their SKU among those the shop sells, each
 * line's quantity added to the cart as far as the stock goes, and every line that could not be
 * added as asked reported with its reason. The cart's own rules (a line holds at most
 * MAX_LINE_QUANTITY, prices from the catalogue) apply as for any add.
 */
export class QuickOrderService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: Pick<CatalogueReader, 'lookup'>,
    private readonly carts: CartService,
  ) {}

  async add(owner: CartOwner, input: QuickOrderInput): Promise<QuickOrderReport> {
    const refused: RefusedLine[] = [...input.refused];
    const skus = [...new Set(input.lines.map((l) => l.sku))];
    const idBySku = new Map<string, number>();
    if (skus.length > 0) {
      const rows = await this.db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('sku', 'in', skus)
        .where('hidden', '=', 0)
        .execute();
      for (const r of rows) if (r.sku !== null) idBySku.set(r.sku, r.id);
    }
    const products = new Map(
      (await this.catalogue.lookup([...idBySku.values()])).map((p) => [p.id, p]),
    );
    const wanted = new Map<number, number>();
    const added: QuickOrderReport['added'] = [];
    for (const line of input.lines) {
      const id = idBySku.get(line.sku);
      const product = id === undefined ? undefined : products.get(id);
      if (!product) {
        refused.push(refusal(line, QUICK_ORDER_TEXTS.unknownSku(line.sku)));
        continue;
      }
      const before = wanted.get(product.id) ?? 0;
      const room = Math.min(product.stock, MAX_LINE_QUANTITY) - before;
      if (product.stock <= 0) {
        refused.push(refusal(line, QUICK_ORDER_TEXTS.outOfStock(product.name)));
        continue;
      }
      const quantity = Math.max(0, Math.min(line.quantity, room));
      if (quantity < line.quantity) {
        const reason =
          product.stock < MAX_LINE_QUANTITY
            ? QUICK_ORDER_TEXTS.lessStock(product.name, product.stock, before + line.quantity)
            : QUICK_ORDER_TEXTS.capped(product.name);
        refused.push(refusal(line, reason));
      }
      if (quantity === 0) continue;
      wanted.set(product.id, before + quantity);
      added.push({ sku: line.sku, name: product.name, quantity });
    }
    const lines = [...wanted].map(([id, quantity]) => ({ id, quantity }));
    const items =
      lines.length > 0 ? await this.carts.merge(owner, lines) : await this.carts.get(owner);
    return { added, refused, items };
  }
}
