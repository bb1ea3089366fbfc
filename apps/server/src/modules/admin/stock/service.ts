import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { Page } from '@shop/shared/admin/paging';
import type { StockMovement, StockMovementQuery } from '@shop/shared/admin/stock';
import type { Database } from '../../../db/database';
import { NotFoundError } from '../../../lib/domain-errors';
import { listMovements } from '../../stock/movements';
import { toPage } from '../paging';

/** A product's stock history as staff read it (ADR 069). */
export class StockHistoryService {
  constructor(private readonly db: Database) {}

  /** The product's stock movements, newest first; NotFoundError for no such product. */
  async movements(productId: number, query: StockMovementQuery): Promise<Page<StockMovement>> {
    const product = await this.db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw new NotFoundError(ADMIN_ERRORS.productNotFound(productId));
    const { items, total } = await listMovements(this.db, productId, query);
    return toPage(items, total, query);
  }
}
