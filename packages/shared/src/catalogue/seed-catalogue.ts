import { z } from '../validation/z';
import { originalPriceNotBelowPrice, productShape, wholeBox } from '../admin/products';
import { priceBandsHold } from '../admin/price-band-rows';

/** Product ids are PostgreSQL `integer`s. */
const MAX_PRODUCT_ID = 2_147_483_647;
const ID_ERROR = `id must be a whole number from 1 to ${MAX_PRODUCT_ID}`;

/**
 * One product of a catalogue file, such as the demo catalogue (apps/server/seed/products.json):
 * its id and every field the back office edits, checked by the same rules (ADR 030). Unknown
 * keys are refused, so a misspelt field is reported instead of silently dropped.
 */
export const seedProductSchema = z
  .object({
    id: z.number({ error: ID_ERROR }).int(ID_ERROR).min(1, ID_ERROR).max(MAX_PRODUCT_ID, ID_ERROR),
    ...productShape,
  })
  .strict()
  .superRefine(originalPriceNotBelowPrice)
  .superRefine(priceBandsHold)
  .superRefine(wholeBox);
export type SeedProduct = z.infer<typeof seedProductSchema>;

/** A whole catalogue file: a JSON array of at least one product, each id used once. */
export const seedCatalogueSchema = z
  .array(seedProductSchema, { error: 'The catalogue must be a JSON array of products' })
  .min(1, 'The catalogue must list at least one product')
  .superRefine((products, ctx) => {
    const firstIndex = new Map<number, number>();
    products.forEach((p, i) => {
      const first = firstIndex.get(p.id);
      if (first === undefined) firstIndex.set(p.id, i);
      else {
        const message = `id ${p.id} is already used by products[${first}]`;
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message });
      }
    });
  });
