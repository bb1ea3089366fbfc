import type { ProductInput } from '@shop/shared/admin/products';

/** Long fields whose old and new values would bloat the audit log: only "changed" is kept. */
const LONG_FIELDS = new Set<keyof ProductInput>([
  'description',
  'features',
  'specifications',
  'descriptionHi',
  'featuresHi',
  'specificationNamesHi',
]);

export type FieldChange = { from: unknown; to: unknown } | 'changed';

/** The fields an edit changes, with old and new values (long texts only marked as changed). */
export function productChanges(
  before: ProductInput,
  after: ProductInput,
): Partial<Record<keyof ProductInput, FieldChange>> {
  const changes: Partial<Record<keyof ProductInput, FieldChange>> = {};
  // Object.keys types its answer string[]; `after` is a parsed ProductInput with no other keys.
  for (const key of Object.keys(after) as (keyof ProductInput)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes[key] = LONG_FIELDS.has(key) ? 'changed' : { from: before[key], to: after[key] };
  }
  return changes;
}
