import { categoryName } from '@shop/shared/catalogue/categories';
import { CATEGORY_WORDS } from '@shop/shared/catalogue/category-words';
import type { Product } from '@shop/shared/catalogue/product';
import { TextIndex } from './text-index';

const ASCII = /^[ -~\t\n\r]*$/;

/** Text of plain ASCII and Devanagari only: Hindi product content (ADR 108). */
// Ranges of code points: the marks at their ends combine with nothing here.
// eslint-disable-next-line no-misleading-character-class
const ASCII_AND_DEVANAGARI = /^[\0-\x7f\u0900-\u097f]*$/;
/** What NFD and stripping diacritics take out of ASCII and Devanagari: the nukta, virama, accents. */
const DEVANAGARI_DIACRITICS = /[\u093c\u094d\u0951-\u0954\u0971^`]/g;
/** Letters written with a nukta in one character, each to its letter without it (as NFD then strip). */
const NUKTA_LETTERS = /[\u0929\u0931\u0934\u0958-\u095f]/g;
const WITHOUT_NUKTA: Record<string, string> = {
  '\u0929': '\u0928',
  '\u0931': '\u0930',
  '\u0934': '\u0933',
  '\u0958': '\u0915',
  '\u0959': '\u0916',
  '\u095a': '\u0917',
  '\u095b': '\u091c',
  '\u095c': '\u0921',
  '\u095d': '\u0922',
  '\u095e': '\u092b',
  '\u095f': '\u092f',
};

/** Lower-case and strip accents, so 'Café' and 'cafe' are the same word. */
export function normaliseTerm(term: string): string {
  // Most catalogue text is plain ASCII: it only needs lower-casing (three times faster).
  if (ASCII.test(term)) return term.toLowerCase();
  // Hindi text gets the same answer as below without normalising the whole text (twice as fast
  // to index); search.test.ts checks every Devanagari character against the general way.
  if (ASCII_AND_DEVANAGARI.test(term)) {
    return term
      .replace(DEVANAGARI_DIACRITICS, '')
      .replace(NUKTA_LETTERS, (letter) => WITHOUT_NUKTA[letter]!)
      .toLowerCase();
  }
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Marks belong to their word: Devanagari's vowel signs and viramas are marks, not letters.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;
/** WORD for lower-cased ASCII and Devanagari: all but the dandas and the abbreviation sign. */
// eslint-disable-next-line no-misleading-character-class -- code point ranges, as above
const DEVANAGARI_WORD = /[a-z0-9\u0900-\u0963\u0966-\u096f\u0971-\u097f]+/g;

/**
 * The text of a product the index reads (kept nowhere after indexing): the English and, where
 * written, the Hindi name and description (ADR 108), each with its English field's weight.
 */
export type SearchDocument = Pick<Product, 'id' | 'name' | 'brand' | 'category' | 'description'> & {
  name_hi?: string | null;
  description_hi?: string | null;
};

/** Field weights: name, brand, category, description. */
const BOOSTS = [6, 3, 2, 1];

/** The normalised words of a text: its runs of letters (with their marks) and digits. */
function terms(text: string): string[] {
  // Plain ASCII (most catalogue text) is read once, not tested again after lower-casing and
  // split into empty pieces to filter: a tenth less of a 100,000-product index build.
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  const normalised = normaliseTerm(text);
  if (ASCII_AND_DEVANAGARI.test(text)) return normalised.match(DEVANAGARI_WORD) ?? [];
  return normalised.match(WORD) ?? [];
}

/**
 * A category's words: its English name and slug, and how shoppers write it in Hindi and
 * Hinglish (CATEGORY_WORDS). Made once per category, not once per product.
 */
const categoryTerms = (() => {
  const made = new Map<string, string[]>();
  return (category: SearchDocument['category']): string[] => {
    let words = made.get(category);
    if (!words) {
      const text = [categoryName(category), category, ...CATEGORY_WORDS[category]].join(' ');
      words = [...new Set(terms(text))];
      made.set(category, words);
    }
    return words;
  };
})();

/**
 * In-process full-text index over the catalogue: every word must match (in name, brand,
 * category or description), name matches rank first, words of 3+ letters match longer words
 * they begin, and words of 5+ letters tolerate one typo. Products are added and removed one at
 * a time as they change (ADR 062).
 */
export class ProductSearch {
  private readonly index = new TextIndex(BOOSTS);

  constructor(products: readonly SearchDocument[] = []) {
    this.add(products);
  }

  /** Indexes products (replacing what an already indexed one had). */
  add(products: readonly SearchDocument[]): void {
    for (const p of products) {
      this.index.add(p.id, [
        p.name_hi ? [...terms(p.name), ...terms(p.name_hi)] : terms(p.name),
        terms(p.brand),
        categoryTerms(p.category),
        p.description_hi
          ? [...terms(p.description), ...terms(p.description_hi)]
          : terms(p.description),
      ]);
    }
  }

  /** Forgets a product. */
  remove(id: number): void {
    this.index.remove(id);
  }

  /** Ids of matching products, best first. */
  search(text: string): number[] {
    return this.index.search([...new Set(terms(text.trim()))]);
  }
}
