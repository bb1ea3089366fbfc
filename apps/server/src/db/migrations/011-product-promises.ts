import { sql, type Kysely } from 'kysely';

/**
 * The promises a product page makes are product data (ADR 045): `warranty_years` (0–3; 0 for
 * goods without a manufacturer's warranty, such as paper rolls) and `returnable` (1/0). Existing
 * products take the years their "Warranty" specification names (the first number of years in it,
 * at most 3; none: 0), except billing software, a licence key: no warranty and not returnable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('warranty_years', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('returnable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const { rows } = await sql<{
    id: number;
    category: string;
    specifications: string;
  }>`select id, category, specifications from products`.execute(db);
  for (const row of rows) {
    // The column holds the JSON the catalogue wrote: an array of { name, value } rows.
    const specs = JSON.parse(row.specifications) as { name: string; value: string }[];
    const warranty = specs.find((s) => /warranty/i.test(s.name))?.value ?? '';
    // Software's "1 year updates and support" is a licence term, not a warranty on goods.
    const software = row.category === 'billing-software';
    const years = software ? 0 : Math.min(3, Number(/(\d+)\s*years?/i.exec(warranty)?.[1] ?? 0));
    const returnable = software ? 0 : 1;
    await sql`update products set warranty_years = ${years}, returnable = ${returnable}
      where id = ${row.id}`.execute(db);
  }
}
