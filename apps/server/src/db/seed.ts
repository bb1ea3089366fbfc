import { sql } from 'kysely';
import { seedProducts } from '../modules/catalogue/seed-products';
import { bumpCatalogueRevision, productColumns } from '../modules/catalogue/repository';
import type { DatabaseHandle } from './database';

/** Fills an empty catalogue with the demo products; leaves an existing one alone. */
export async function seedCatalogue({ db, engine }: DatabaseHandle): Promise<number> {
  const existing = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const p of seedProducts) {
      await trx
        .insertInto('products')
        .values({ id: p.id, ...productColumns(p), created_at: now, updated_at: now })
        .execute();
    }
    if (engine === 'postgres') {
      // Explicit ids do not move an identity sequence; later inserts must continue after them.
      await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(
        trx,
      );
    }
  });
  await bumpCatalogueRevision(db);
  return seedProducts.length;
}
