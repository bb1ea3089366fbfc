import { describe, expect, it } from 'vitest';
import type { Translate } from '~/lib/i18n/i18n';
import { catalogueTranslate } from '~/lib/i18n/translate-for-tests';
import {
  activeFilters,
  applyListChange,
  clearAllHref,
  listHeading,
  listHref,
  resultSummary,
} from './list-params';
import { readListParams } from './list-params.server';

const t: Translate = catalogueTranslate('en');

const read = (search: string) => readListParams(new URLSearchParams(search));

describe('readListParams', () => {
  it('keeps valid parameters, including the view, and reports nothing dropped', () => {
    const r = read('category=thermal-printer&price=5000-15000&sort=price-low&view=list&page=2');
    expect(r.dropped).toBe(false);
    expect(r.view).toBe('list');
    expect(r.query).toMatchObject({
      category: 'thermal-printer',
      price: '5000-15000',
      sort: 'price-low',
      page: 2,
      pageSize: 24,
    });
  });

  it('drops bad, empty, unknown and repeated parameters but keeps the good ones', () => {
    const r = read('category=nope&price=&sort=price-high&foo=1&view=tiles&page=0&sort=name');
    expect(r.dropped).toBe(true);
    expect(r.query.category).toBeUndefined();
    expect(r.query.sort).toBe('price-high');
    expect(r.query.page).toBe(1);
    expect(r.view).toBe('grid');
    expect(r.cleanSearch).toBe('?sort=price-high');
  });

  it('gives a clean address that reads back without anything dropped (no redirect loop)', () => {
    const r = read('pageSize=999&search=thermal&category=pos&brand=BP');
    expect(r.cleanSearch).toBe('?search=thermal&category=pos&brand=BP');
    expect(read(r.cleanSearch).dropped).toBe(false);
  });

  it('keeps the notes of a post without JavaScript at the end, and drops bad ones (ADR 042, 047)', () => {
    const kept = read('saved=6&category=paper-rolls&added=6&unsaved=7');
    expect(kept.dropped).toBe(false);
    expect(kept.cleanSearch).toBe('?category=paper-rolls&added=6&saved=6&unsaved=7');
    expect(kept.query).toMatchObject({ category: 'paper-rolls' });
    const bad = read('category=paper-rolls&saved=abc');
    expect(bad.dropped).toBe(true);
    expect(bad.cleanSearch).toBe('?category=paper-rolls');
  });

  it('accepts a category group from the footer', () => {
    expect(read('category=printers').query.category).toBe('printers');
  });
});

describe('listHref', () => {
  const state = read('category=pos&sort=rating&view=list&page=3&pageSize=6');

  it('resets the page when a filter changes and leaves out defaults', () => {
    expect(listHref(state, { price: 'under-5000' })).toBe(
      '/products?category=pos&price=under-5000&sort=rating&view=list&pageSize=6',
    );
    expect(listHref(state, { sort: 'featured', view: 'grid', pageSize: 24 })).toBe(
      '/products?category=pos',
    );
  });

  it('keeps the page when only the view changes, and sets it for pagination', () => {
    expect(listHref(state, { view: 'grid' })).toBe(
      '/products?category=pos&sort=rating&page=3&pageSize=6',
    );
    expect(listHref(state, { page: 1 })).toBe(
      '/products?category=pos&sort=rating&view=list&pageSize=6',
    );
  });

  it('gives the list a control asks for, which reads back from its own address', () => {
    const next = applyListChange(state, { price: '5000-15000' });
    expect(next.query).toMatchObject({ category: 'pos', price: '5000-15000', page: 1 });
    expect(next.view).toBe('list');
    expect(read(listHref(state, { price: '5000-15000' }).split('?')[1] ?? '')).toMatchObject(next);
  });

  it('removes a parameter set to undefined', () => {
    expect(listHref(state, { category: undefined })).toBe(
      '/products?sort=rating&view=list&pageSize=6',
    );
  });

  it('encodes search text', () => {
    expect(listHref(read(''), { search: 'a&b c' })).toBe('/products?search=a%26b+c');
  });
});

describe('labels', () => {
  it('names group chips and headings after the group', () => {
    const { query } = read('category=pos&price=above-30000&brand=UDY');
    expect(activeFilters(query, t).map((c) => c.label)).toEqual([
      'POS Systems',
      '₹30,000 and above',
      'UDY',
    ]);
    expect(listHeading(query, t)).toBe('POS Systems');
    expect(listHeading(read('search=thermal&category=pos').query, t)).toBe(
      'Search results for “thermal”',
    );
    expect(listHeading(read('').query, t)).toBe('All Products');
  });

  it('clears every filter but keeps sort and view', () => {
    expect(clearAllHref(read('search=x&category=pos&brand=BP&sort=name&view=list'))).toBe(
      '/products?sort=name&view=list',
    );
  });

  it('summarises one page or a range', () => {
    expect(resultSummary({ total: 44, page: 1, pageSize: 24, pageCount: 2 }, t)).toBe(
      'Showing 1–24 of 44 products',
    );
    expect(resultSummary({ total: 44, page: 2, pageSize: 24, pageCount: 2 }, t)).toBe(
      'Showing 25–44 of 44 products',
    );
    expect(resultSummary({ total: 1, page: 1, pageSize: 24, pageCount: 1 }, t)).toBe('1 product');
  });
});
