import type { Language } from '../i18n/language';
import type { Product } from './product';

/**
 * A product's texts in Hindi (ADR 108), written beside the English: each empty where the seller
 * has not written it. Features are in the English list's order (a blank one is not written);
 * specification labels are keyed by the English label, their values stay as they are.
 */
export interface ProductHindi {
  name: string | null;
  description: string | null;
  features: string[];
  specificationNames: Record<string, string>;
}

export const NO_HINDI: ProductHindi = {
  name: null,
  description: null,
  features: [],
  specificationNames: {},
};

/**
 * On a Hindi page, the texts shown in English because their Hindi is not written: the page puts
 * `lang="en"` on each (ADR 108). Features and specifications by position, null where Hindi.
 */
export interface EnglishTexts {
  name?: 'en';
  description?: 'en';
  features?: ('en' | null)[];
  specifications?: ('en' | null)[];
}

const written = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The product as a page in `language` shows it: English unchanged; in Hindi each text in Hindi
 * where written, else the English with its `lang` marked (absent when everything is Hindi).
 */
export function productIn(product: Product, hindi: ProductHindi, language: Language): Product {
  if (language === 'en') return product;
  const lang: EnglishTexts = {};
  const name = written(hindi.name) ? hindi.name : ((lang.name = 'en'), product.name);
  const description = written(hindi.description)
    ? hindi.description
    : ((lang.description = 'en'), product.description);
  const featureLangs = product.features.map((_, i) => (written(hindi.features[i]) ? null : 'en'));
  const specLangs = product.specifications.map((s) =>
    written(hindi.specificationNames[s.name]) ? null : 'en',
  );
  if (featureLangs.includes('en')) lang.features = featureLangs;
  if (specLangs.includes('en')) lang.specifications = specLangs;
  return {
    ...product,
    name,
    description,
    features: product.features.map((f, i) => (featureLangs[i] ? f : hindi.features[i]!)),
    specifications: product.specifications.map((s, i) =>
      specLangs[i] ? s : { ...s, name: hindi.specificationNames[s.name]! },
    ),
    ...(Object.keys(lang).length > 0 && { lang }),
  };
}

/** The `lang` attribute of a text marked English on a Hindi page; undefined otherwise. */
export function textLang(mark: 'en' | null | undefined): 'en' | undefined {
  return mark === 'en' ? 'en' : undefined;
}

/** A features cell of the CSV (`|`-separated); blanks kept, so each stays beside its English. */
export function readFeaturesCell(cell: string): string[] {
  const list = cell.split('|').map((f) => f.trim());
  while (list.length && list[list.length - 1] === '') list.pop();
  return list;
}

/**
 * A `specification_names_hi` cell: `English label=Hindi label` pairs separated by `|`
 * (`Printer=प्रिंटर|Display=डिस्प्ले`); undefined when a pair has no `=` or an empty side.
 */
export function readSpecificationNamesCell(cell: string): Record<string, string> | undefined {
  const names: Record<string, string> = {};
  for (const pair of cell.split('|')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    if (at < 0) return undefined;
    const english = pair.slice(0, at).trim();
    const hindi = pair.slice(at + 1).trim();
    if (!english || !hindi) return undefined;
    names[english] = hindi;
  }
  return names;
}

/** The cell `readSpecificationNamesCell` reads back. */
export function specificationNamesCell(names: Record<string, string>): string {
  return Object.entries(names)
    .map(([english, hindi]) => `${english}=${hindi}`)
    .join('|');
}
