import type { Product } from '@shop/shared/catalogue/product';
import { productIn } from '@shop/shared/catalogue/product-hindi';
import type { Language } from '@shop/shared/i18n/language';
import type { Database } from '../../db/database';
import type { CatalogueReadModel } from './read-model';
import { visibleProductsByIds, type StampedProduct } from './repository';

/** Whole products kept; beyond it the least recently shown go first. */
const CAPACITY = 2_000;

/**
 * The products pages show, kept whole for the most recently shown ones (ADR 062). An entry is
 * used only while its change time is the one the read model holds for the product, so an
 * applied edit is never answered from a stale copy; the rest are read from the database by id.
 */
export class ProductCache {
  private readonly entries = new Map<number, StampedProduct>();

  constructor(private readonly db: Database) {}

  /**
   * The visible products among `ids`, in the order of `ids`, as a page in `language` shows them
   * (ADR 108: Hindi where written, else the English marked).
   */
  async get(
    model: CatalogueReadModel,
    ids: readonly number[],
    language: Language = 'en',
  ): Promise<Product[]> {
    const found = new Map<number, StampedProduct>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.entries.get(id);
      const changedAt = model.get(id)?.changedAt;
      if (entry && changedAt !== undefined && entry.changedAt === changedAt) {
        this.entries.delete(id); // re-inserted below: most recently used last
        this.entries.set(id, entry);
        found.set(id, entry);
      } else missing.push(id);
    }
    for (const read of await visibleProductsByIds(this.db, missing)) {
      found.set(read.product.id, read);
      this.entries.delete(read.product.id);
      this.entries.set(read.product.id, read);
    }
    for (const id of this.entries.keys()) {
      if (this.entries.size <= CAPACITY) break;
      this.entries.delete(id);
    }
    return ids
      .map((id) => found.get(id))
      .filter((p) => p !== undefined)
      .map((p) => productIn(p.product, p.hindi, language));
  }
}
