import { describes } from '../validation/describes';
import { z } from '../validation/z';
import { BADGES, CATEGORY_SLUGS } from './categories';
import type { BrandCount, CategoryCount, ProductDetail, ProductPage } from './listing';
import type { Product } from './product';

/* What the catalogue API answers with (server-only, ADR 033). */

export const productSchema = describes<Product>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      category: z.enum(CATEGORY_SLUGS),
      brand: z.string(),
      sku: z.string().nullable().meta({ description: 'The seller’s code for the product' }),
      price: z.number().meta({ description: 'Whole rupees, GST excluded' }),
      priceBands: z
        .array(z.object({ minQuantity: z.number().int(), price: z.number().int() }))
        .meta({
          description: 'Lower prices each (whole rupees) from minQuantity units, ascending',
        }),
      originalPrice: z.number().nullable(),
      rating: z.number(),
      reviews: z.number().int(),
      badge: z.enum(BADGES).nullable(),
      warrantyYears: z.number().int(),
      returnable: z.boolean(),
      inStock: z.boolean(),
      stock: z.number().int(),
      hsn: z.string(),
      description: z.string(),
      features: z.array(z.string()),
      specifications: z.array(z.object({ name: z.string(), value: z.string() })),
      images: z.array(z.string()).meta({ description: 'First image is the main one' }),
      weightGrams: z
        .number()
        .int()
        .nullable()
        .meta({ description: 'Packed for dispatch, in grams; null: not measured' }),
      lengthCm: z.number().int().nullable().meta({ description: 'Packed box, in centimetres' }),
      breadthCm: z.number().int().nullable(),
      heightCm: z.number().int().nullable(),
      lang: z
        .object({
          name: z.literal('en').optional(),
          description: z.literal('en').optional(),
          features: z.array(z.literal('en').nullable()).optional(),
          specifications: z.array(z.literal('en').nullable()).optional(),
        })
        .optional()
        .meta({
          description:
            'In Hindi (lang=hi): the texts shown in English, their Hindi not written; absent in English',
        }),
    })
    .meta({ id: 'Product' }),
);

export const productPageSchema = describes<ProductPage>()(
  z.object({
    items: z.array(productSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  }),
);

export const productDetailSchema = describes<ProductDetail>()(
  z.object({ product: productSchema, related: z.array(productSchema) }),
);

export const categoryCountSchema = describes<CategoryCount>()(
  z.object({
    slug: z.string(),
    name: z.string(),
    count: z.number().int(),
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable().meta({
      description: 'Lowest and highest price, whole rupees, GST excluded; null when empty',
    }),
  }),
);

export const brandCountSchema = describes<BrandCount>()(
  z.object({ name: z.string(), count: z.number().int() }),
);
