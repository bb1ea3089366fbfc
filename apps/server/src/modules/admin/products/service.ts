import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import type { Page } from '@shop/shared/admin/paging';
import type { AdminProductListQuery, AdminProductSummary } from '@shop/shared/admin/product-list';
import type {
  AdminProduct,
  ProductInput,
  ProductUpdate,
  ProductVersion,
} from '@shop/shared/admin/products';
import { can } from '@shop/shared/admin/permissions';
import type { ImportReport } from '@shop/shared/admin/product-import';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../lib/domain-errors';
import { bumpCatalogueRevision } from '../../catalogue/repository';
import { recordMovements, staffMover } from '../../stock/movements';
import { insertAudit, type Actor } from '../audit/repository';
import { assertPermitted } from '../permissions';
import { toPage } from '../paging';
import { productChanges } from './changes';
import { checkPriceBands, checkSkuFree } from './trade-fields';
import { catalogueCsv } from './export-csv';
import { applyChanges, planImport } from './import';
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
    assertPermitted(actor.role, 'prices');
    const id = await this.write(async (trx, now) => {
      await checkSkuFree(trx, input.sku, undefined);
      const id = await repo.insertProduct(trx, input, now);
      await recordMovements(
        trx,
        [{ productId: id, change: input.stock, stockAfter: input.stock }],
        { reason: 'new_product', by: staffMover(actor) },
        now,
      );
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
   * Replaces every field of a product (`hidden` and `lowStockThreshold` only when given) as read
   * at `read` (ADR 084): a product saved by anyone since (its revision moved on) is refused
   * (ConflictError 'stale_product') and nothing changes. The stock typed is taken as the
   * difference from the stock read, added to the stock as it is now, so an order placed between
   * the read and the save is never undone; one that would take it below zero is refused
   * ('stock_moved'). The audit entry lists what changed, and a change of stock is a movement in
   * its history. A member of staff who is not allowed to change prices (ADR 070) is refused
   * (403) when the price or original price would move; every other field is theirs to edit.
   */
  async update(
    actor: Actor,
    id: number,
    update: ProductUpdate,
    read: ProductVersion,
  ): Promise<AdminProduct> {
    await this.write(async (trx, now) => {
      const before = await repo.lockProduct(trx, id, now);
      if (!before) throw missing(id);
      if (before.revision !== read.revision) {
        throw new ConflictError('stale_product', ADMIN_ERRORS.staleProduct(id));
      }
      const stock = before.stock + (update.stock - read.expectedStock);
      if (stock < 0) {
        throw new ConflictError(
          'stock_moved',
          ADMIN_ERRORS.stockMoved(read.expectedStock, before.stock, update.stock),
        );
      }
      const { revision: _revision, expectedStock: _expected, ...fields } = update;
      const input: ProductInput = {
        ...fields,
        stock,
        hidden: update.hidden ?? before.hidden,
        lowStockThreshold: update.lowStockThreshold ?? before.lowStockThreshold,
        // Left out: kept (a client that predates the package fields does not clear them).
        weightGrams: update.weightGrams === undefined ? before.weightGrams : update.weightGrams,
        lengthCm: update.lengthCm === undefined ? before.lengthCm : update.lengthCm,
        breadthCm: update.breadthCm === undefined ? before.breadthCm : update.breadthCm,
        heightCm: update.heightCm === undefined ? before.heightCm : update.heightCm,
        sku: update.sku === undefined ? before.sku : update.sku,
        priceBands: update.priceBands ?? before.priceBands,
        nameHi: update.nameHi === undefined ? before.nameHi : update.nameHi,
        descriptionHi:
          update.descriptionHi === undefined ? before.descriptionHi : update.descriptionHi,
        featuresHi: update.featuresHi ?? before.featuresHi,
        specificationNamesHi: update.specificationNamesHi ?? before.specificationNamesHi,
      };
      // Bands kept as they were must still fit a new price.
      checkPriceBands(input);
      await checkSkuFree(trx, input.sku, id);
      await repo.updateProduct(trx, id, input, now);
      await recordMovements(
        trx,
        [{ productId: id, change: input.stock - before.stock, stockAfter: input.stock }],
        { reason: 'manual_edit', by: staffMover(actor) },
        now,
      );
      const changes = productChanges(before, input);
      if (changes.price || changes.originalPrice || changes.priceBands)
        assertPermitted(actor.role, 'prices');
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
    assertPermitted(actor.role, 'prices');
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

  /** The whole catalogue as CSV, in the columns importCsv reads back (ADR 066). */
  exportCsv(): Promise<string> {
    return catalogueCsv(this.db);
  }

  /**
   * Checks a CSV of price and stock changes against the catalogue and, when `apply` and no row is
   * refused, writes every change in one transaction, each audited as a product update from the
   * import. Any refused row: nothing changes, and the report lists each row's problem. For a
   * member of staff who may not change prices, a row that would move a price is refused.
   */
  async importCsv(actor: Actor, text: string, apply: boolean): Promise<ImportReport> {
    const prices = actor.role === undefined || can(actor.role, 'prices');
    if (!apply) return planImport(this.db, text, { prices });
    return this.write(async (trx, now) => {
      const plan = await planImport(trx, text, { prices });
      if (plan.problems.length > 0 || plan.changes.length === 0) return plan;
      await applyChanges(trx, plan.changes, now);
      await recordMovements(
        trx,
        plan.changes.flatMap((c) =>
          c.stock
            ? [{ productId: c.id, change: c.stock.to - c.stock.from, stockAfter: c.stock.to }]
            : [],
        ),
        { reason: 'bulk_import', by: staffMover(actor) },
        now,
      );
      for (const change of plan.changes) {
        const changes = {
          ...(change.price && { price: change.price }),
          ...(change.stock && { stock: change.stock }),
          ...(change.lowStockThreshold && { lowStockThreshold: change.lowStockThreshold }),
        };
        await insertAudit(
          trx,
          actor,
          {
            action: 'product.update',
            entity: 'product',
            entityId: change.id,
            details: { name: change.name, changes, source: 'csv import' },
          },
          now,
        );
      }
      return { ...plan, applied: true };
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
