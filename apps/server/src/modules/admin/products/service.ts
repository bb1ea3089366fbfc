import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { Page } from '@shop/shared/admin/paging';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductSummary,
  ProductInput,
  ProductUpdate,
} from '@shop/shared/admin/products';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../lib/domain-errors';
import { bumpCatalogueRevision } from '../../catalogue/repository';
import { insertAudit, type Actor } from '../audit/repository';
import { toPage } from '../paging';
import { productChanges } from './changes';
import * as repo from './repository';

const missing = (id: number) => new NotFoundError(ADMIN_ERRORS.productNotFound(id));

/**
 * The catalogue as staff edit it. Every write is one transaction that also moves the catalogue
 * revision (so every server process reloads the storefront and its search on its next request)
 * and records an audit entry.
 */
export class AdminProductService {
  constructor(private readonly db: Database) {}

  async list(query: AdminProductListQuery): Promise<Page<AdminProductSummary>> {
    const { items, total } = await repo.listProducts(this.db, query);
    return toPage(items, total, query);
  }

  async get(id: number): Promise<AdminProduct> {
    const product = await repo.findProduct(this.db, id);
    if (!product) throw missing(id);
    return product;
  }

  /** Adds a product; it is in the shop (and its search) at once unless created hidden. */
  async create(actor: Actor, input: ProductInput): Promise<AdminProduct> {
    const id = await this.write(async (trx, now) => {
      const id = await repo.insertProduct(trx, input, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'product.create',
          entity: 'product',
          entityId: id,
          details: {
            name: input.name,
            price: input.price,
            stock: input.stock,
            hidden: input.hidden,
          },
        },
        now,
      );
      return id;
    });
    return this.get(id);
  }

  /**
   * Replaces every field of a product (`hidden` only when given); the audit entry lists what
   * changed.
   */
  async update(actor: Actor, id: number, update: ProductUpdate): Promise<AdminProduct> {
    await this.write(async (trx, now) => {
      const before = await repo.lockProduct(trx, id, now);
      if (!before) throw missing(id);
      const input: ProductInput = { ...update, hidden: update.hidden ?? before.hidden };
      await repo.updateProduct(trx, id, input, now);
      const changes = productChanges(before, input);
      await insertAudit(
        trx,
        actor,
        {
          action: 'product.update',
          entity: 'product',
          entityId: id,
          details: { name: input.name, changes },
        },
        now,
      );
    });
    return this.get(id);
  }

  /** Takes a product out of the shop (hidden) or puts it back; orders and invoices keep it. */
  async setHidden(actor: Actor, id: number, hidden: boolean): Promise<AdminProduct> {
    await this.write(async (trx, now) => {
      const before = await repo.lockProduct(trx, id, now);
      if (!before) throw missing(id);
      await repo.setHidden(trx, id, hidden, now);
      await insertAudit(
        trx,
        actor,
        {
          action: hidden ? 'product.hide' : 'product.unhide',
          entity: 'product',
          entityId: id,
          details: { name: before.name, wasHidden: before.hidden },
        },
        now,
      );
    });
    return this.get(id);
  }

  /**
   * Deletes a product that was never ordered. One that was is refused (ConflictError) and should be hidden
   * instead. The row is locked before the orders are counted, so an order placed at the same
   * moment is either counted or finds the product gone.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    await this.write(async (trx, now) => {
      const product = await repo.lockProduct(trx, id, now);
      if (!product) throw missing(id);
      const orders = await repo.countProductOrders(trx, id);
      if (orders > 0) {
        throw new ConflictError(
          'product_has_orders',
          ADMIN_ERRORS.productHasOrders(product.name, orders),
        );
      }
      await repo.deleteProduct(trx, id);
      await insertAudit(
        trx,
        actor,
        {
          action: 'product.delete',
          entity: 'product',
          entityId: id,
          details: { name: product.name },
        },
        now,
      );
    });
  }

  private write<T>(change: (trx: Database, now: Date) => Promise<T>): Promise<T> {
    const now = new Date();
    return this.db.transaction().execute(async (trx) => {
      const result = await change(trx, now);
      await bumpCatalogueRevision(trx);
      return result;
    });
  }
}
