import {
  readFeaturesCell,
  readSpecificationNamesCell,
  specificationNamesCell,
} from '../catalogue/product-hindi';
import { hindiShape } from './products';

/*
 * The import's optional Hindi columns (ADR 108): `name_hi`, `description_hi`, `features_hi`
 * (`|`-separated, in the English features' order; an empty item is not written) and
 * `specification_names_hi` (`English label=Hindi label` pairs separated by `|`). An empty cell
 * leaves the Hindi as it is; `none` clears it, so the English is shown again.
 */

export const HINDI_CSV_COLUMNS = [
  'name_hi',
  'description_hi',
  'features_hi',
  'specification_names_hi',
] as const;

/** A cell that clears a Hindi field. */
export const CLEAR_CELL = 'none';

export const HINDI_IMPORT_ERRORS = {
  specificationNames:
    'specification_names_hi must be "English label=Hindi label" pairs separated by |, e.g. Printer=प्रिंटर|Display=डिस्प्ले',
} as const;

/** A row's Hindi, each as its cell reads back ('' when cleared); undefined: left as it is. */
export interface HindiCells {
  nameHi?: string;
  descriptionHi?: string;
  featuresHi?: string;
  specificationNamesHi?: string;
}
export const HINDI_FIELDS = [
  'nameHi',
  'descriptionHi',
  'featuresHi',
  'specificationNamesHi',
] as const;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const cleared = (v: string) => v.trim().toLowerCase() === CLEAR_CELL;

/** Reads a record's Hindi cells by the product form's rules; a problem's message otherwise. */
export function readHindiCells(record: Record<string, string>): HindiCells | { problem: string } {
  const cells: HindiCells = {};
  const name = record.name_hi;
  if (!blank(name)) {
    const value = cleared(name!) ? null : hindiShape.nameHi.safeParse(name);
    if (value && !value.success) return { problem: value.error.issues[0]!.message };
    cells.nameHi = value ? (value.data ?? '') : '';
  }
  const description = record.description_hi;
  if (!blank(description)) {
    const value = cleared(description!) ? null : hindiShape.descriptionHi.safeParse(description);
    if (value && !value.success) return { problem: value.error.issues[0]!.message };
    cells.descriptionHi = value ? (value.data ?? '') : '';
  }
  const features = record.features_hi;
  if (!blank(features)) {
    const value = cleared(features!)
      ? null
      : hindiShape.featuresHi.safeParse(readFeaturesCell(features!));
    if (value && !value.success) return { problem: value.error.issues[0]!.message };
    cells.featuresHi = value ? value.data.join('|') : '';
  }
  const specs = record.specification_names_hi;
  if (!blank(specs)) {
    if (cleared(specs!)) cells.specificationNamesHi = '';
    else {
      const names = readSpecificationNamesCell(specs!);
      if (!names) return { problem: HINDI_IMPORT_ERRORS.specificationNames };
      const value = hindiShape.specificationNamesHi.safeParse(names);
      if (!value.success) return { problem: value.error.issues[0]!.message };
      cells.specificationNamesHi = specificationNamesCell(value.data);
    }
  }
  return cells;
}
