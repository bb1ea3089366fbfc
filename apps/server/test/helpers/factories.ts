import {
  productInputSchema,
  productUpdateSchema,
  type AdminProduct,
  type ProductInputDraft,
} from '@shop/shared/admin/products';
import type { Database } from '../../src/db/database';
import type { Actor } from '../../src/modules/admin/audit/repository';
import { AdminProductService } from '../../src/modules/admin/products/service';

/**
 * Factories: each test makes the catalogue it needs through the back office's own product
 * service (the path POST /api/admin/products takes), so a product is written, audited, given
 * its opening stock movement and published to the storefront exactly as staff would do it. No
 * test relies on the demo catalogue's ids, names or prices.
 */

/** Who the factories act as in the audit log and stock history: the test's set-up, not a user. */
export const FACTORY_ACTOR: Actor = { id: null, email: 'test-factory@shop.test', role: 'owner' };

/** Anything that holds the test database (a TestApp, or a test's own database handle). */
type HasDatabase = { database: { db: Database } };

let made = 0;

/**
 * A valid product as the back office takes it: a returnable accessory at ₹1,000 with 100 in
 * stock, HSN 850440, packed at 500 g in a 20 × 15 × 10 cm box, under a unique name. Overrides
 * replace any field.
 */
export function productDraft(overrides: Partial<ProductInputDraft> = {}): ProductInputDraft {
  made += 1;
  return {
    name: `Test Product ${made}-${Date.now().toString(36)}`,
    category: 'accessories',
    brand: 'Testbrand',
    price: 1000,
    originalPrice: null,
    badge: null,
    stock: 100,
    warrantyYears: 1,
    returnable: true,
    hsn: '850440',
    description: 'A product made by a test.',
    features: ['Made for one test'],
    specifications: [{ name: 'Made by', value: 'a test factory' }],
    images: ['/images/products/p1-1.svg'],
    hidden: false,
    weightGrams: 500,
    lengthCm: 20,
    breadthCm: 15,
    heightCm: 10,
    ...overrides,
  };
}

/** Adds a product through the back office's product service and returns it as staff see it. */
export async function createProduct(
  t: HasDatabase,
  overrides: Partial<ProductInputDraft> = {},
): Promise<AdminProduct> {
  const input = productInputSchema.parse(productDraft(overrides));
  return new AdminProductService(t.database.db).create(FACTORY_ACTOR, input);
}

/** Several products at once, in order, each with its own overrides. */
export function createProducts(
  t: HasDatabase,
  ...overrides: Partial<ProductInputDraft>[]
): Promise<AdminProduct[]> {
  return overrides.reduce<Promise<AdminProduct[]>>(
    async (done, over) => [...(await done), await createProduct(t, over)],
    Promise.resolve([]),
  );
}

/**
 * Sets a product's stock as a member of staff editing it does: through the product service, so
 * the change is a recorded stock movement (`manual_edit`) and the storefront sees it at once.
 */
export async function setStock(db: Database, productId: number, stock: number): Promise<void> {
  await editProduct(db, productId, { stock });
}

/** Changes some fields of a product through the back office's update (audited, published). */
export async function editProduct(
  db: Database,
  productId: number,
  changes: Partial<ProductInputDraft>,
): Promise<AdminProduct> {
  const service = new AdminProductService(db);
  const current = await service.get(productId);
  // The schema drops what is not an editable field (id, rating, orderCount…).
  const update = productUpdateSchema.parse({ ...current, ...changes });
  return service.update(FACTORY_ACTOR, productId, update, {
    revision: current.revision,
    expectedStock: current.stock,
  });
}

/** Takes a product out of the shop, or puts it back, as the back office's hide button does. */
export function setHidden(db: Database, productId: number, hidden: boolean): Promise<AdminProduct> {
  return new AdminProductService(db).setHidden(FACTORY_ACTOR, productId, hidden);
}

/** Deletes a product that was never ordered, as the back office's delete button does. */
export function removeProduct(db: Database, productId: number): Promise<void> {
  return new AdminProductService(db).remove(FACTORY_ACTOR, productId);
}
