import { describe, expect, it } from 'vitest';
import { TextIndex } from './text-index';

describe('TextIndex', () => {
  it('finds every document of a term held by more than one block of postings', () => {
    const index = new TextIndex([2, 1]);
    const count = 10_000; // more than two blocks of 4,096
    for (let id = 1; id <= count; id++) {
      index.add(id, [['printer', `model${id}`], id % 1000 === 0 ? ['thermal'] : []]);
    }
    const all = index.search(['printer']);
    expect(all).toHaveLength(count);
    expect(all.slice(0, 3)).toEqual([1, 2, 3]);
    expect(index.search(['printer', 'thermal'])).toEqual([
      1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000,
    ]);
    index.remove(5000);
    index.add(9999, [['scanner'], []]);
    expect(index.search(['printer', 'thermal'])).toHaveLength(9);
    expect(index.search(['printer'])).toHaveLength(count - 2);
    expect(index.search(['model9999'])).not.toContain(9999);
    expect(index.search(['scanner'])).toEqual([9999]);
  });

  it('records a word a document holds in several fields, or several times, once with each field', () => {
    const index = new TextIndex([2, 1]);
    index.add(1, [['printer'], ['thermal', 'thermal']]);
    index.add(2, [['thermal', 'printer'], ['thermal']]);
    index.add(3, [['scanner'], ['printer', 'thermal']]);
    // Document 2 has the word in its name (ranked first); each document is found once.
    expect(index.search(['thermal'])).toEqual([2, 1, 3]);
    expect(index.search(['printer', 'thermal'])).toEqual([2, 1, 3]);
    expect(index.search(['scanner', 'thermal'])).toEqual([3]);
  });
});
