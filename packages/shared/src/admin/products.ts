import { z } from '../validation/z';
import { BADGES, CATEGORY_SLUGS } from '../catalogue/categories';
import type { Specification } from '../catalogue/product';
import { ADMIN_ERRORS, MAX_PRODUCT_PRICE } from './errors';
import { MAX_SIDE_CM, MAX_WEIGHT_GRAMS } from '../shipping/parcel';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from './stock';
import { priceBandRows, priceBandsHold } from './price-band-rows';
import { skuSchema } from '../catalogue/sku';

export const MAX_FEATURES = 20;
export const MAX_SPECIFICATIONS = 30;
export const MAX_IMAGES = 10;
/** Warranties run 1 to 3 years by product (spec §9); 0 is a product without one. */
export const MAX_WARRANTY_YEARS = 3;

/** A catalogue image: shipped with the shop (/images/…) or uploaded in the back office (/uploads/…). */
export const IMAGE_PATH =
  /^\/(images|uploads)\/(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/;

const emptyToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
/** Form fields arrive as text; '12' is the number 12, while '' stays '' and is refused. */
const numberFromText = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;

const line = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((s) => s.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const rupees = wholeNumber(1, MAX_PRODUCT_PRICE, ADMIN_ERRORS.price);

/**
 * A packed weight or side (ADR 099): a whole number, or blank / null / left out for "not
 * measured yet".
 */
const measurement = (max: number, message: string) =>
  z
    .preprocess(
      emptyToNull,
      z.preprocess(
        numberFromText,
        z.number({ error: message }).int(message).min(1, message).max(max, message).nullable(),
      ),
    )
    .default(null);

const specificationRows = z
  .array(
    z.object({
      name: z.string({ error: ADMIN_ERRORS.specName }).transform((s) => s.trim()),
      value: z.string({ error: ADMIN_ERRORS.specValue }).transform((s) => s.trim()),
    }),
    { error: ADMIN_ERRORS.specifications },
  )
  .max(MAX_SPECIFICATIONS, ADMIN_ERRORS.specifications)
  .superRefine((rows, ctx) => {
    rows.forEach((row, i) => {
      if (row.name === '' && row.value === '') return; // an empty row of the form
      if (row.name === '' || row.name.length > 60) {
        ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.specName, path: [i, 'name'] });
      }
      if (row.value === '' || row.value.length > 300) {
        ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.specValue, path: [i, 'value'] });
      }
    });
  })
  .transform((rows): Specification[] => rows.filter((r) => r.name !== '' || r.value !== ''));

/** Hindi text left empty is "not written" (ADR 108): null, and the English is shown. */
const optionalText = (max: number, message: string, oneLine: boolean) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: message })
      .transform((s) =>
        oneLine ? s.trim().replace(/\s+/g, ' ') : s.replace(/\r\n?/g, '\n').trim(),
      )
      .pipe(z.string().max(max, message))
      .transform((s) => (s === '' ? null : s))
      .nullable(),
  );

/**
 * A product's content in Hindi (ADR 108), each optional: the name, the description, the features
 * in the English list's order (a blank one is not written; trailing blanks dropped) and each
 * specification's Hindi label keyed by its English one.
 */
export const hindiShape = {
  nameHi: optionalText(200, ADMIN_ERRORS.nameHi, true).default(null),
  descriptionHi: optionalText(5000, ADMIN_ERRORS.descriptionHi, false).default(null),
  featuresHi: z
    .array(
      z.string({ error: ADMIN_ERRORS.featuresHi }).transform((s) => s.trim()),
      {
        error: ADMIN_ERRORS.featuresHi,
      },
    )
    .transform((list) => {
      const kept = [...list];
      while (kept.length && kept[kept.length - 1] === '') kept.pop();
      return kept;
    })
    .pipe(
      z
        .array(z.string().max(200, ADMIN_ERRORS.featuresHi))
        .max(MAX_FEATURES, ADMIN_ERRORS.featuresHi),
    )
    .default([]),
  specificationNamesHi: z
    .record(
      z.string(),
      z
        .string({ error: ADMIN_ERRORS.specificationNamesHi })
        .transform((s) => s.trim())
        .pipe(z.string().max(60, ADMIN_ERRORS.specificationNamesHi)),
      { error: ADMIN_ERRORS.specificationNamesHi },
    )
    .transform((names) => Object.fromEntries(Object.entries(names).filter(([k, v]) => k && v)))
    .default({}),
};

/** The fields of a catalogue product as the back office edits them (and the demo catalogue file). */
export const productShape = {
  name: line(200, ADMIN_ERRORS.name),
  category: z.enum(CATEGORY_SLUGS, { error: ADMIN_ERRORS.category }),
  brand: line(60, ADMIN_ERRORS.brand),
  /** The seller's code for the product (ADR 104); none until given. */
  sku: skuSchema.default(null),
  price: rupees,
  /** Lower prices each from a quantity on (ADR 104); none: one price for any quantity. */
  priceBands: priceBandRows.default([]),
  originalPrice: z.preprocess(
    emptyToNull,
    z.preprocess(
      numberFromText,
      z
        .number({ error: ADMIN_ERRORS.originalPrice })
        .int(ADMIN_ERRORS.originalPrice)
        .min(1, ADMIN_ERRORS.originalPrice)
        .max(MAX_PRODUCT_PRICE, ADMIN_ERRORS.originalPrice)
        .nullable(),
    ),
  ),
  badge: z.preprocess(emptyToNull, z.enum(BADGES, { error: ADMIN_ERRORS.badge }).nullable()),
  stock: wholeNumber(0, 1_000_000, ADMIN_ERRORS.stock),
  /** At or under this many units the product is low on stock (dashboard, digest; ADR 069). */
  lowStockThreshold: wholeNumber(
    0,
    MAX_LOW_STOCK_THRESHOLD,
    ADMIN_ERRORS.lowStockThreshold,
  ).default(DEFAULT_LOW_STOCK_THRESHOLD),
  warrantyYears: wholeNumber(0, MAX_WARRANTY_YEARS, ADMIN_ERRORS.warrantyYears),
  returnable: z.boolean({ error: ADMIN_ERRORS.returnable }),
  hsn: z
    .string({ error: ADMIN_ERRORS.hsn })
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{4,8}$/, ADMIN_ERRORS.hsn)),
  description: z
    .string({ error: ADMIN_ERRORS.description })
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, ADMIN_ERRORS.description).max(5000, ADMIN_ERRORS.description)),
  features: z
    .array(
      z.string({ error: ADMIN_ERRORS.features }).transform((s) => s.trim()),
      {
        error: ADMIN_ERRORS.features,
      },
    )
    .transform((list) => list.filter((f) => f !== ''))
    .pipe(
      z.array(z.string().max(200, ADMIN_ERRORS.features)).max(MAX_FEATURES, ADMIN_ERRORS.features),
    ),
  specifications: specificationRows,
  images: z
    .array(
      z.string({ error: ADMIN_ERRORS.imagePath }).trim().regex(IMAGE_PATH, ADMIN_ERRORS.imagePath),
      { error: ADMIN_ERRORS.images },
    )
    .min(1, ADMIN_ERRORS.images)
    .max(MAX_IMAGES, ADMIN_ERRORS.images),
  hidden: z.boolean({ error: ADMIN_ERRORS.hidden }).default(false),
  /** Packed for dispatch (ADR 099): what a courier weighs and measures; null: not measured. */
  weightGrams: measurement(MAX_WEIGHT_GRAMS, ADMIN_ERRORS.weightGrams),
  lengthCm: measurement(MAX_SIDE_CM, ADMIN_ERRORS.packageSide),
  breadthCm: measurement(MAX_SIDE_CM, ADMIN_ERRORS.packageSide),
  heightCm: measurement(MAX_SIDE_CM, ADMIN_ERRORS.packageSide),
  ...hindiShape,
};

/** A box is measured on all three sides or not at all: two sides alone size no parcel. */
export function wholeBox(
  p: { lengthCm?: number | null; breadthCm?: number | null; heightCm?: number | null },
  ctx: z.RefinementCtx,
): void {
  const sides = ['lengthCm', 'breadthCm', 'heightCm'] as const;
  const given = sides.filter((side) => p[side] !== null && p[side] !== undefined);
  if (given.length === 0 || given.length === 3) return;
  for (const side of sides) {
    if (!given.includes(side)) {
      ctx.addIssue({ code: 'custom', message: ADMIN_ERRORS.packageBox, path: [side] });
    }
  }
}

export function originalPriceNotBelowPrice(
  p: { price: number; originalPrice: number | null },
  ctx: z.RefinementCtx,
): void {
  if (p.originalPrice !== null && p.originalPrice < p.price) {
    ctx.addIssue({
      code: 'custom',
      message: ADMIN_ERRORS.originalBelowPrice,
      path: ['originalPrice'],
    });
  }
}

/**
 * Every field of a catalogue product as the back office edits it: POST /api/admin/products takes
 * the whole product (hidden defaults to false). Prices are whole rupees; blank feature
 * lines and blank specification rows are dropped; unknown keys (id, createdAt) are ignored, so a
 * product read from the API can be sent back as it is.
 */
export const productInputSchema = z
  .object(productShape)
  .superRefine(originalPriceNotBelowPrice)
  .superRefine(priceBandsHold)
  .superRefine(wholeBox);
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * The version a save of a product was read at (ADR 084): its revision, which every back-office
 * write moves on, and its stock then, so a stock typed in the form is the difference from it
 * (an order placed since is never undone).
 */
export const productVersionShape = {
  revision: wholeNumber(1, 2_147_483_647, ADMIN_ERRORS.revision),
  expectedStock: wholeNumber(0, 2_147_483_647, ADMIN_ERRORS.revision),
};
export interface ProductVersion {
  revision: number;
  expectedStock: number;
}

/**
 * PUT /api/admin/products/:id: the whole product again, with the version it was read at
 * (`revision` and `expectedStock`, or an If-Match header with the ETag read), except that `hidden` (hiding has its own
 * routes), `lowStockThreshold` and the package's weight and sides may be left out to keep them
 * as they are (null clears one).
 */
export const productUpdateSchema = z
  .object({
    ...productShape,
    hidden: z.boolean({ error: ADMIN_ERRORS.hidden }).optional(),
    // Left out: kept as they are, so a client that knows neither does not clear them.
    sku: skuSchema.optional(),
    priceBands: priceBandRows.optional(),
    lowStockThreshold: productShape.lowStockThreshold.unwrap().optional(),
    weightGrams: productShape.weightGrams.unwrap().optional(),
    lengthCm: productShape.lengthCm.unwrap().optional(),
    breadthCm: productShape.breadthCm.unwrap().optional(),
    heightCm: productShape.heightCm.unwrap().optional(),
    // Left out: the Hindi stays as it is, for a client written before it (ADR 108).
    nameHi: productShape.nameHi.unwrap().optional(),
    descriptionHi: productShape.descriptionHi.unwrap().optional(),
    featuresHi: productShape.featuresHi.unwrap().optional(),
    specificationNamesHi: productShape.specificationNamesHi.unwrap().optional(),
    // The version the save was read at (ADR 084); an If-Match header may carry it instead.
    revision: productVersionShape.revision.optional(),
    expectedStock: productVersionShape.expectedStock.optional(),
  })
  .superRefine(originalPriceNotBelowPrice)
  .superRefine(priceBandsHold)
  .superRefine(wholeBox);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
/** What a form may send: numbers as text, blanks for "none". */
export type ProductInputDraft = z.input<typeof productInputSchema>;

/** GET /api/admin/products/:id: every editable field plus what the screen needs to know. */
export interface AdminProduct extends ProductInput {
  id: number;
  /** Moved on by every back-office write; a save carries the one it was read at (ADR 084). */
  revision: number;
  /** Computed from approved reviews (ADR 051): shown, never edited. */
  rating: number;
  reviews: number;
  createdAt: string;
  updatedAt: string;
  /** Order lines naming the product; when above 0 it can be hidden but not deleted. */
  orderCount: number;
}
