/**
 * A term's postings: for each document holding it, ascending, `doc * 256 + mask` (the mask of
 * the fields it appears in), in blocks of at most BLOCK. Plain arrays of small integers: most
 * terms of a large catalogue (model numbers) have one or two documents, where typed arrays would
 * cost ten times as much; blocks, because a common word's list then grows without ever being
 * copied (a copied 100,000-entry array leaves its old one as garbage until a full collection).
 */
type Postings = number[][];
const FIELD_BITS = 256;
const BLOCK = 4_096;

function post(postings: Postings, entry: number): void {
  const last = postings[postings.length - 1];
  if (last && last.length < BLOCK) last.push(entry);
  else postings.push([entry]);
}

/** Whether `a` and `b` differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const HAS_LETTER = /\p{L}/u;

/** Scratch arrays reused by every search (searches run one at a time, synchronously). */
let scratch = {
  best: new Uint8Array(0),
  name: new Uint8Array(0),
  score: new Uint16Array(0),
  words: new Uint8Array(0),
  hits: new Uint8Array(0),
};
function scratchFor(size: number) {
  if (scratch.best.length < size) {
    const n = Math.max(size, scratch.best.length * 2, 1024);
    scratch = {
      best: new Uint8Array(n),
      name: new Uint8Array(n),
      score: new Uint16Array(n),
      words: new Uint8Array(n),
      hits: new Uint8Array(n),
    };
  }
  return scratch;
}

export interface TermMatch {
  term: string;
  /** 2 for the word itself, 1 for a longer word it begins or a word one typo away. */
  weight: number;
}

/**
 * An inverted index over documents of a few weighted fields (ADR 062): each term holds the
 * documents it appears in with a bit per field. A search requires every query word (as itself,
 * as the start of a longer word, or one typo away), and ranks by how many words are in the first
 * field, then by the sum of each word's best field weight, then by id. Only the matching
 * documents are touched; nothing is scored that does not match.
 */
export class TextIndex {
  private readonly terms = new Map<string, Postings>();
  /** Terms by their first two letters (prefix matches) and by length (typo matches). */
  private readonly byStart = new Map<string, string[]>();
  private readonly byLength = new Map<number, string[]>();
  private ids: number[] = [];
  private alive = new Uint8Array(1024);
  private readonly docOf = new Map<number, number>();

  /** `boosts[i]` weighs field i (at most 8 fields; the first is the name). */
  constructor(private readonly boosts: readonly number[]) {}

  /** Indexes document `id` with its fields' terms, replacing what it had. */
  add(id: number, fieldTerms: readonly (readonly string[])[]): void {
    this.remove(id);
    const doc = this.ids.length;
    this.ids.push(id);
    if (doc >= this.alive.length) {
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
    }
    this.alive[doc] = 1;
    this.docOf.set(id, doc);
    for (let field = 0; field < fieldTerms.length; field++) {
      for (const term of fieldTerms[field]!) {
        if (term) this.post(term, doc, 1 << field);
      }
    }
  }

  /**
   * Records that `doc` (the newest document) holds `term` in the field of `bit`. A term seen
   * earlier in the same document has its entry as the postings' last one: the bit is added there.
   * (No per-document map of terms: at 100,000 products one cost hundreds of MB of garbage.)
   */
  private post(term: string, doc: number, bit: number): void {
    let postings = this.terms.get(term);
    if (!postings) {
      postings = [];
      this.terms.set(term, postings);
      push(this.byStart, term.slice(0, 2), term);
      if (term.length >= 4 && HAS_LETTER.test(term)) push(this.byLength, term.length, term);
    }
    const block = postings[postings.length - 1];
    const last = block?.[block.length - 1];
    if (block && last !== undefined && Math.floor(last / FIELD_BITS) === doc) {
      // Arithmetic, not `|`: entries pass 2^31 once documents number 8 million (edits add some).
      if (Math.floor((last % FIELD_BITS) / bit) % 2 === 0) block[block.length - 1] = last + bit;
    } else post(postings, doc * FIELD_BITS + bit);
  }

  /** Forgets document `id` (its postings are skipped from now on). */
  remove(id: number): void {
    const doc = this.docOf.get(id);
    if (doc === undefined) return;
    this.alive[doc] = 0;
    this.docOf.delete(id);
  }

  /** The terms a query word matches: itself, longer words it begins (3+ letters), one typo (5+). */
  matches(word: string): TermMatch[] {
    const found = new Map<string, number>();
    if (this.terms.has(word)) found.set(word, 2);
    if (word.length >= 3) {
      for (const term of this.byStart.get(word.slice(0, 2)) ?? []) {
        if (term.startsWith(word) && !found.has(term)) found.set(term, 1);
      }
    }
    if (word.length >= 5 && HAS_LETTER.test(word)) {
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        for (const term of this.byLength.get(length) ?? []) {
          if (!found.has(term) && withinOneEdit(word, term)) found.set(term, 1);
        }
      }
    }
    return [...found].map(([term, weight]) => ({ term, weight }));
  }

  /** Ids of the documents holding every word, best first. */
  search(words: readonly string[]): number[] {
    if (words.length === 0 || words.length > 255) return [];
    const size = this.ids.length;
    const s = scratchFor(size);
    s.score.fill(0, 0, size);
    s.words.fill(0, 0, size);
    s.name.fill(0, 0, size);
    for (const word of words) {
      // Each matching term's blocks of postings, with the term's weight.
      const lists = this.matches(word).flatMap((m) =>
        this.terms.get(m.term)!.map((block) => ({ block, weight: m.weight })),
      );
      if (lists.length === 0) return [];
      // The word's best match per document, then added once to the document's totals.
      for (const { block, weight } of lists) {
        for (const entry of block) {
          const doc = Math.floor(entry / FIELD_BITS);
          const mask = entry % FIELD_BITS;
          const value = this.bestBoost(mask) * weight;
          if (value > s.best[doc]!) s.best[doc] = value;
          if (mask & 1) s.hits[doc] = 1;
        }
      }
      for (const { block } of lists) {
        for (const entry of block) {
          const doc = Math.floor(entry / FIELD_BITS);
          const best = s.best[doc]!;
          if (best === 0) continue;
          s.score[doc] = s.score[doc]! + best;
          s.words[doc] = s.words[doc]! + 1;
          s.name[doc] = s.name[doc]! + s.hits[doc]!;
          s.best[doc] = 0;
          s.hits[doc] = 0;
        }
      }
    }
    const keys: number[] = [];
    const all = words.length;
    for (let doc = 0; doc < size; doc++) {
      if (s.words[doc] !== all || !this.alive[doc]) continue;
      // Name words first, then score (both descending), then id: one number, sorted ascending.
      const rank = 0xffff - ((s.name[doc]! << 8) | Math.min(255, s.score[doc]!));
      keys.push(rank * 2 ** 31 + this.ids[doc]!);
    }
    const sorted = Float64Array.from(keys).sort();
    return Array.from(sorted, (key) => key % 2 ** 31);
  }

  private bestBoost(mask: number): number {
    let best = 0;
    for (let field = 0; field < this.boosts.length; field++) {
      if (mask & (1 << field) && this.boosts[field]! > best) best = this.boosts[field]!;
    }
    return best;
  }
}

function push<K>(map: Map<K, string[]>, key: K, term: string): void {
  const list = map.get(key);
  if (list) list.push(term);
  else map.set(key, [term]);
}
