import { categoryName } from '@shop/shared/catalogue/categories';
import { CATEGORY_WORDS } from '@shop/shared/catalogue/category-words';
import type { Product } from '@shop/shared/catalogue/product';
import { TextIndex } from './text-index';

const ASCII = /^[ -~\t\n\r]*$/;

/** Lower-case and strip accents, so 'Café' and 'cafe' are the same word. */
export function normaliseTerm(term: string): string {
  // Most catalogue text is plain ASCII: it only needs lower-casing (three times faster).
  if (ASCII.test(term)) return term.toLowerCase();
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Marks belong to their word: Devanagari's vowel signs and viramas are marks, not letters.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;

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
  return normaliseTerm(text).match(WORD) ?? [];
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
