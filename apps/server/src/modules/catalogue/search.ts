import MiniSearch from 'minisearch';
import { categoryName } from '@shop/shared/catalogue/categories';
import type { Product } from '@shop/shared/catalogue/product';

/** Lower-case and strip accents, so 'Café' and 'cafe' are the same word. */
export function normaliseTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const TOKEN_SPLIT = /[^\p{L}\p{N}]+/u;

/**
 * In-process full-text index over the catalogue: every word must match (in name, brand,
 * category or description), name matches rank first, and words of 5+ letters tolerate one typo.
 */
export class ProductSearch {
  private readonly index = new MiniSearch<Product>({
    fields: ['name', 'brand', 'categoryText', 'description'],
    extractField: (doc, field) => {
      // MiniSearch types fields as strings, but the id field is only stored: ids stay numbers.
      if (field === 'id') return doc.id as unknown as string;
      if (field === 'categoryText')
        return `${categoryName(doc.category)} ${doc.category.replace(/-/g, ' ')}`;
      return String(doc[field as keyof Product] ?? ''); // one of the `fields` above
    },
    tokenize: (text) => text.split(TOKEN_SPLIT).filter(Boolean),
    processTerm: (term) => normaliseTerm(term),
    searchOptions: {
      combineWith: 'AND',
      boost: { name: 6, brand: 3, categoryText: 2, description: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      maxFuzzy: 1,
    },
  });

  constructor(products: readonly Product[]) {
    this.index.addAll(products);
  }

  /** Ids of matching products, best first. */
  search(text: string): number[] {
    const query = text.trim();
    if (!query) return [];
    const results = this.index.search(query).map((r) => ({
      id: r.id as number, // MiniSearch types ids any; ours are the products' numbers
      score: r.score,
      nameHits: Object.values(r.match).filter((fields) => fields.includes('name')).length,
    }));
    // A product whose name holds more of the words always ranks above one that merely mentions them.
    results.sort((a, b) => b.nameHits - a.nameHits || b.score - a.score);
    return results.map((r) => r.id);
  }
}
