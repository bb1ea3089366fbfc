import { MAX_LINE_QUANTITY } from '@shop/shared/cart/cart';
import { REORDER_CHANGES, type ReorderReport } from '@shop/shared/cart/quick-order';
import { formatRupees } from '@shop/shared/format/money';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { unitPriceAt } from '@shop/shared/pricing/price-bands';
import type { CatalogueReader } from '@shop/shared/ssr/page-context';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../lib/domain-errors';
import type { CartService } from '../cart/service';
import * as repo from './repository';

/**
 * "Order again" (ADR 104): a past order's lines go into the buyer's cart at today's prices, as
 * far as the shop still sells them and has them in stock, and each difference from the order is
 * said: a price that changed (at the quantity ordered, so a quantity price counts), a product no
 * longer sold, less stock than ordered.
 */
export class ReorderService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: Pick<CatalogueReader, 'lookup'>,
    private readonly carts: CartService,
  ) {}

  async reorder(userId: number, orderId: string): Promise<ReorderReport> {
    const order = await repo.findOrder(this.db, orderId);
    if (!order || order.user_id !== userId) throw new NotFoundError(ORDER_ERRORS.orderNotFound);
    const lines = await repo.findLines(this.db, orderId);
    const products = new Map(
      (await this.catalogue.lookup(lines.map((l) => l.product_id))).map((p) => [p.id, p]),
    );
    const added: ReorderReport['added'] = [];
    const changes: string[] = [];
    for (const line of lines) {
      const product = products.get(line.product_id);
      if (!product) {
        changes.push(REORDER_CHANGES.notSold(line.name));
        continue;
      }
      if (product.stock <= 0) {
        changes.push(REORDER_CHANGES.outOfStock(product.name));
        continue;
      }
      const quantity = Math.min(line.quantity, product.stock, MAX_LINE_QUANTITY);
      if (quantity < line.quantity) {
        changes.push(
          REORDER_CHANGES.lessStock(product.name, product.stock, quantity, line.quantity),
        );
      }
      const then = line.unit_price / 100;
      const now = unitPriceAt(product.price, product.priceBands, quantity);
      if (now !== then) {
        changes.push(REORDER_CHANGES.newPrice(product.name, formatRupees(now), formatRupees(then)));
      }
      added.push({ productId: product.id, name: product.name, quantity });
    }
    const items = await this.carts.merge(
      { userId },
      added.map((a) => ({ id: a.productId, quantity: a.quantity })),
    );
    return { added, changes, items };
  }
}
