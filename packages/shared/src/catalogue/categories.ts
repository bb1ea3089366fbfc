/** The twelve catalogue categories of the spec (§3), in the order the filters list them. */
export const CATEGORIES = [
  { slug: 'billing-machine', name: 'Billing Machines' },
  { slug: 'billing-software', name: 'Billing Software' },
  { slug: 'touch-pos', name: 'Touch POS Systems' },
  { slug: 'thermal-printer', name: 'Thermal Printers' },
  { slug: 'bluetooth-printer', name: 'Bluetooth Printers' },
  { slug: 'barcode-printer', name: 'Barcode Printers' },
  { slug: 'barcode-scanner', name: 'Barcode Scanners' },
  { slug: 'paper-rolls', name: 'Paper Rolls' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'note-counting', name: 'Note Counting Machines' },
  { slug: 'handheld-device', name: 'Handheld Devices' },
  { slug: 'computer', name: 'Computers' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

// map() answers an array; z.enum needs a non-empty tuple, and CATEGORIES is a non-empty literal.
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

/** Footer and home-page groups that stand for several categories (architecture brief). */
export const CATEGORY_GROUPS = {
  scanners: { name: 'Barcode Scanners', categories: ['barcode-scanner'] },
  pos: { name: 'POS Systems', categories: ['touch-pos', 'billing-machine', 'handheld-device'] },
  printers: {
    name: 'Receipt Printers',
    categories: ['thermal-printer', 'bluetooth-printer', 'barcode-printer'],
  },
  software: { name: 'Billing Software', categories: ['billing-software'] },
} as const satisfies Record<string, { name: string; categories: readonly CategorySlug[] }>;

export type CategoryGroup = keyof typeof CATEGORY_GROUPS;
// Object.keys answers string[]; these are the groups' keys, at least one (z.enum needs a tuple).
export const CATEGORY_GROUP_SLUGS = Object.keys(CATEGORY_GROUPS) as [
  CategoryGroup,
  ...CategoryGroup[],
];

/** Product badges allowed by the spec (§3). */
export const BADGES = [
  'Best Seller',
  'New',
  'Popular',
  'Professional',
  'High Speed',
  'Portable',
  'Industrial',
  'Standard',
  'Advanced',
  'Wireless',
  'Fast Charge',
] as const;
export type Badge = (typeof BADGES)[number];

export function categoryName(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
}
