import { productSchema } from '../catalogue/responses';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { ImportReport } from './product-import';
import type { AdminProductSummary } from './product-list';
import type { AdminProduct } from './products';
import { STOCK_MOVERS, STOCK_REASONS, type StockMovement } from './stock';
import type { UploadedImage } from './uploads';

/* What the back office's product API responds with (server-only, ADR 033). */

// The catalogue's product fields, as the back office reads them (without the shopper's inStock).
const { inStock: _inStock, lang: _lang, ...productFields } = productSchema.shape;

export const adminProductSummarySchema = describes<AdminProductSummary>()(
  z.object({
    id: productFields.id,
    name: productFields.name,
    category: productFields.category,
    brand: productFields.brand,
    price: productFields.price,
    originalPrice: productFields.originalPrice,
    stock: productFields.stock,
    lowStockThreshold: z.number().int(),
    badge: productFields.badge,
    hidden: z.boolean(),
    image: z.string().nullable(),
    updatedAt: z.string(),
  }),
);

export const adminProductSchema = describes<AdminProduct>()(
  z
    .object({
      ...productFields,
      revision: z.number().int().meta({ description: 'The version a save sends back (ADR 084)' }),
      lowStockThreshold: z.number().int(),
      hidden: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
      orderCount: z.number().int(),
      nameHi: z
        .string()
        .nullable()
        .meta({ description: 'Hindi name (ADR 108); null: not written' }),
      descriptionHi: z.string().nullable(),
      featuresHi: z
        .array(z.string())
        .meta({ description: 'Hindi features in the English order; blank: not written' }),
      specificationNamesHi: z
        .record(z.string(), z.string())
        .meta({ description: 'Hindi specification labels keyed by the English label' }),
    })
    .meta({ id: 'AdminProduct' }),
);

export const stockMovementSchema = describes<StockMovement>()(
  z
    .object({
      id: z.number().int(),
      at: z.string().meta({ description: 'UTC ISO' }),
      change: z.number().int().meta({ description: 'Units added (+) or taken (-)' }),
      stockAfter: z.number().int(),
      reason: z.enum(STOCK_REASONS),
      orderId: z.string().nullable(),
      returnId: z.number().int().nullable(),
      by: z.object({
        kind: z.enum(STOCK_MOVERS),
        userId: z.number().int().nullable(),
        email: z.string().nullable(),
      }),
    })
    .meta({ id: 'StockMovement' }),
);

export const uploadedImageSchema = describes<UploadedImage>()(
  z.object({
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
);

const fromTo = z.object({ from: z.number().int(), to: z.number().int() });
const measuredFromTo = z
  .object({ from: z.number().int().nullable(), to: z.number().int() })
  .optional()
  .meta({ description: 'From null: not measured before (ADR 099)' });

const hindiFromTo = z
  .object({ from: z.string(), to: z.string() })
  .optional()
  .meta({ description: 'The Hindi (ADR 108) as CSV cells; empty: not written' });

/** POST /api/admin/products/import: what the file would change (dry run) or changed. */
export const importReportSchema = describes<ImportReport>()(
  z
    .object({
      applied: z.boolean(),
      rows: z.number().int(),
      changes: z.array(
        z.object({
          line: z.number().int(),
          id: z.number().int(),
          name: z.string(),
          price: fromTo.optional(),
          sku: z.object({ from: z.string().nullable(), to: z.string() }).optional(),
          priceBands: z
            .object({ from: z.string(), to: z.string() })
            .optional()
            .meta({ description: 'As CSV cells: "10:36; 50:32" or "none"' }),
          stock: fromTo.optional(),
          lowStockThreshold: fromTo.optional(),
          weightGrams: measuredFromTo,
          lengthCm: measuredFromTo,
          breadthCm: measuredFromTo,
          heightCm: measuredFromTo,
          nameHi: hindiFromTo,
          descriptionHi: hindiFromTo,
          featuresHi: hindiFromTo,
          specificationNamesHi: hindiFromTo,
        }),
      ),
      unchanged: z.number().int(),
      problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
    })
    .meta({ id: 'ImportReport' }),
);
