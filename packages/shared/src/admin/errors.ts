import { formatRupees } from '../format/money';

/** Most rupees a product may cost: ₹10,00,000. */
export const MAX_PRODUCT_PRICE = 1_000_000;
/** Largest image the back office accepts for upload. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Widest export: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;

/**
 * Texts of the back office API (`error.message`, `error.fields` values). The /admin screens show
 * them as they are.
 */
export const ADMIN_ERRORS = {
  staffOnly: 'This area is for the shop’s staff only.',
  productNotFound: (id: number) => `No product with id ${id}`,
  revision:
    'Send the version the product was read at: its revision and expectedStock, or If-Match with its ETag',
  staleProduct: (id: number) =>
    `Product ${id} was saved by someone else after you opened it. Check what changed and save again.`,
  stockMoved: (read: number, now: number, typed: number) =>
    `Stock moved from ${read} to ${now} since you opened the product (orders or another edit), so ${typed} would take it below zero. Check the stock and save again.`,
  productHasOrders: (name: string, orders: number) =>
    `${name} is on ${orders} order${orders === 1 ? '' : 's'}, so it cannot be deleted. Hide it instead: it leaves the shop but stays on past orders and invoices.`,
  name: 'Enter the product name (up to 200 characters)',
  category: 'Choose one of the 12 categories',
  brand: 'Enter the brand (up to 60 characters)',
  price: `Price must be a whole number of rupees from ₹1 to ${formatRupees(MAX_PRODUCT_PRICE)}`,
  originalPrice: `Original price must be a whole number of rupees up to ${formatRupees(MAX_PRODUCT_PRICE)}, or empty`,
  originalBelowPrice: 'Original price must be at least the price (or leave it empty)',
  badge: 'Choose a badge from the list, or none',
  stock: 'Stock must be a whole number, 0 or more',
  lowStockThreshold: 'Low-stock alert must be a whole number of units, 0 or more',
  hsn: 'HSN code must be 4 to 8 digits',
  description: 'Enter a description (up to 5,000 characters)',
  features: 'At most 20 features of up to 200 characters each',
  specifications: 'At most 30 specification rows',
  nameHi: 'The Hindi name is up to 200 characters (or leave it empty)',
  descriptionHi: 'The Hindi description is up to 5,000 characters (or leave it empty)',
  featuresHi: 'At most 20 Hindi features of up to 200 characters each',
  specificationNamesHi: 'Each Hindi specification name is up to 60 characters',
  specName: 'Enter the specification’s name (up to 60 characters)',
  specValue: 'Enter the specification’s value (up to 300 characters)',
  images: 'Add 1 to 10 images',
  imagePath: 'Image paths must start with /images/ or /uploads/',
  hidden: 'Hidden must be true or false',
  warrantyYears: 'Warranty must be 0 to 3 years',
  returnable: 'Returnable must be true or false',
  weightGrams: 'Packed weight must be a whole number of grams from 1 to 1,00,000, or empty',
  packageSide: 'Each side of the box must be a whole number of centimetres from 1 to 300, or empty',
  packageBox: 'Give all three sides of the box (length, breadth, height), or none',
  uploadMissing: 'Choose an image file to upload (form field "file").',
  uploadType: 'Only JPEG, PNG or WebP images can be uploaded.',
  uploadTooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Please choose a smaller file.`,
  uploadUnreadable: 'This image could not be read. It may be damaged; please export it again.',
  orderNotFound: 'Order not found',
  date: 'Enter a date as YYYY-MM-DD',
  dateRange: 'The start date must not be after the end date',
  exportTooLong: `Export at most ${MAX_EXPORT_DAYS} days at a time`,
  exportDatesRequired: 'Choose the first and last day to export',
  messageNotFound: (id: number) => `No message with id ${id}`,
  customerNotFound: (id: number) => `No account with id ${id}`,
  cannotDisableSelf: 'You cannot disable your own account.',
} as const;

/** `error.code` values of the back office API, for screens that branch on them. */
export type AdminErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'csrf'
  | 'not_found'
  | 'product_has_orders'
  | 'status_not_allowed'
  | 'invoice_not_ready'
  | 'file_too_large'
  | 'unsupported_image'
  | 'cannot_disable_self'
  | 'already_staff';
