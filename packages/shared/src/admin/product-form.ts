import { productInputSchema, type ProductInput } from './products';
import { z } from '../validation/z';

/**
 * The back office's product form (ADR 052, 090): one schema for the page's check as a field is
 * left and the action's check on the server. Its fields are read as typed first (text, ticked
 * boxes, the rows), then a save is checked by the product's own rules (`productInputSchema`, the
 * API's), each problem under its field. Adding a field to the product means a line here and a
 * field in the form.
 */

export const PRODUCT_FORM_MESSAGES = {
  fieldsRefused: 'Please correct the fields marked below.',
} as const;

/** The form's own buttons besides Conform's row intents: save, or add an image and come back. */
export const PRODUCT_FORM_INTENTS = ['save', 'upload', 'add-image'] as const;

const text = z.string().default('');

const productFormFields = z.object({
  intent: z.enum(PRODUCT_FORM_INTENTS).default('save'),
  name: text,
  category: text,
  brand: text,
  sku: text,
  price: text,
  /** Quantity prices (ADR 104): rows of "from units" and "price each"; blank rows are dropped. */
  priceBands: z.array(z.object({ minQuantity: text, price: text })).default([]),
  originalPrice: text,
  badge: text,
  stock: text,
  lowStockThreshold: text,
  warrantyYears: text,
  hsn: text,
  description: text,
  /** One feature per line. */
  features: text,
  /** Each row's label in Hindi beside it (ADR 108); blank: not written. */
  specifications: z.array(z.object({ name: text, value: text, nameHi: text })).default([]),
  images: z.array(z.string()).default([]),
  returnable: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** Packed for dispatch (ADR 099): grams and centimetres; blank until measured. */
  weightGrams: text,
  lengthCm: text,
  breadthCm: text,
  heightCm: text,
  /** The content in Hindi (ADR 108), optional; features one per line beside the English lines. */
  nameHi: text,
  descriptionHi: text,
  featuresHi: text,
  /** The version the edit form was read at (ADR 084); empty on a new product's form. */
  revision: text,
  expectedStock: text,
  /** A picture to upload, and a path to add: sent by their own buttons. */
  upload: z.file().optional(),
  imagePath: text,
});

/** The product form as typed: what the fields show again when the form comes back. */
export type ProductFormValues = z.output<typeof productFormFields>;

/** What the product's rules check: the typed values, features split into lines. */
export function productInputOf(form: ProductFormValues): z.input<typeof productInputSchema> {
  return {
    ...form,
    // Any text: productInputSchema refuses an unknown category with the field's message.
    category: form.category as z.input<typeof productInputSchema>['category'],
    features: form.features.split('\n'),
    specifications: form.specifications.map(({ name, value }) => ({ name, value })),
    featuresHi: form.featuresHi.split('\n'),
    specificationNamesHi: Object.fromEntries(
      form.specifications
        .filter((row) => row.name.trim() !== '' && row.nameHi.trim() !== '')
        .map((row) => [row.name.trim(), row.nameHi]),
    ),
  };
}

/**
 * Every post of the product form: `product` is the checked product when the form is saved; an
 * upload or an image path (or a picture chosen, whichever button sent the form) comes back first.
 */
export const productFormSchema = productFormFields.transform(
  (form, ctx): ProductFormValues & { product?: ProductInput } => {
    if (form.intent !== 'save' || form.upload) return form;
    const checked = productInputSchema.safeParse(productInputOf(form));
    if (checked.success) return { ...form, product: checked.data };
    for (const issue of checked.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    ctx.addIssue({ code: 'custom', message: PRODUCT_FORM_MESSAGES.fieldsRefused, path: [] });
    return z.NEVER;
  },
);

/** The edit page's small forms beside the product form: hide, unhide, delete. */
export const productStatusFormSchema = z.object({ intent: z.enum(['hide', 'unhide', 'delete']) });
export type ProductStatusIntent = z.output<typeof productStatusFormSchema>['intent'];
