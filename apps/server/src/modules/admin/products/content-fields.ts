import { HINDI_FIELDS } from '@shop/shared/admin/product-import-hindi';
import type { ImportChange, ImportRow } from '@shop/shared/admin/product-import';
import {
  readFeaturesCell,
  readSpecificationNamesCell,
  specificationNamesCell,
} from '@shop/shared/catalogue/product-hindi';
import { fromJson, toJson } from '../../../db/column-types';
import type { Row } from '../../../db/schema';

type HindiColumns = Pick<
  Row<'products'>,
  'name_hi' | 'description_hi' | 'features_hi' | 'specification_names_hi'
>;
type HindiChanges = Pick<ImportChange, (typeof HINDI_FIELDS)[number]>;

/** The columns an import reads to compare a product's Hindi (ADR 108). */
export const HINDI_COLUMNS = [
  'name_hi',
  'description_hi',
  'features_hi',
  'specification_names_hi',
] as const;

/** A product's Hindi as the import's cells ('' where not written). */
export function hindiCellsOf(p: HindiColumns): Record<(typeof HINDI_FIELDS)[number], string> {
  return {
    nameHi: p.name_hi ?? '',
    descriptionHi: p.description_hi ?? '',
    featuresHi: p.features_hi === null ? '' : fromJson(p.features_hi).join('|'),
    specificationNamesHi:
      p.specification_names_hi === null
        ? ''
        : specificationNamesCell(fromJson(p.specification_names_hi)),
  };
}

/** The row's Hindi cells that differ from the product's. */
export function hindiChanges(
  row: ImportRow,
  now: Record<(typeof HINDI_FIELDS)[number], string>,
): HindiChanges {
  const changes: HindiChanges = {};
  for (const field of HINDI_FIELDS) {
    const to = row[field];
    if (to !== undefined && to !== now[field]) changes[field] = { from: now[field], to };
  }
  return changes;
}

/** The columns an applied change writes; an empty cell is "not written" (null). */
export function hindiSet(change: ImportChange): Partial<HindiColumns> {
  const set: Partial<HindiColumns> = {};
  if (change.nameHi) set.name_hi = change.nameHi.to || null;
  if (change.descriptionHi) set.description_hi = change.descriptionHi.to || null;
  if (change.featuresHi) {
    const to = change.featuresHi.to;
    set.features_hi = to ? toJson(readFeaturesCell(to)) : null;
  }
  if (change.specificationNamesHi) {
    const to = change.specificationNamesHi.to;
    set.specification_names_hi = to ? toJson(readSpecificationNamesCell(to) ?? {}) : null;
  }
  return set;
}
