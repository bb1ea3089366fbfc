import fc from 'fast-check';
import type { RealIds } from './bodies';
import { paramValue } from './values';

const BLOG_SLUGS = [
  'gst-compliant-billing',
  'barcode-scanners-for-retail',
  'kirana-billing-machine',
  'thermal-vs-dot-matrix',
];
const UPLOAD_KEYS = ['products/a.webp', 'x.png', 'a/b/c.jpg', '.env', '..%2f..%2fetc%2fpasswd'];

/** Ids that exist for a route's parameter, so part of the requests find something. */
function realValues(pattern: string, name: string, ids: RealIds): string[] {
  if (name === 'orderId') return ids.orders;
  if (name === 'slug') return BLOG_SLUGS;
  if (name === '*') return UPLOAD_KEYS;
  if (pattern.includes('/customers/')) return ids.customers;
  if (pattern.includes('/messages/')) return ids.messages;
  return ids.products;
}

/**
 * A concrete path for a route pattern. With `mostlyReal`, parameters are real ids nine times in
 * ten (to reach the handler's body checks); otherwise odd values are as likely as real ones.
 */
export function fillPattern(
  pattern: string,
  ids: RealIds,
  mostlyReal: boolean,
): fc.Arbitrary<string> {
  const params = pattern.match(/:[A-Za-z]+|\*/g) ?? [];
  if (params.length === 0) return fc.constant(pattern);
  const values = params.map((p) => {
    const real = realValues(pattern, p.replace(':', ''), ids);
    const odd = paramValue(real);
    return mostlyReal
      ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 9 }, { arbitrary: odd, weight: 1 })
      : odd;
  });
  return fc.tuple(...values).map((filled) => {
    let i = 0;
    return pattern.replace(/:[A-Za-z]+|\*/g, () => filled[i++]!);
  });
}

const QUERY_KEYS = [
  'page',
  'pageSize',
  'q',
  'search',
  'category',
  'brand',
  'price',
  'sort',
  'ids',
  'from',
  'to',
  'status',
  'paymentStatus',
  'entity',
  'entityId',
  'token',
  'redirectTo',
  'index',
  '_data',
  '__proto__',
  'constructor',
  'a[b]',
  'a[]',
];

const QUERY_VALUES = [
  '',
  '1',
  '0',
  '-1',
  '1.5',
  '1e999',
  '99999999999999999999',
  'NaN',
  '%ZZ',
  '%',
  '%00',
  '%FF%FE',
  '%E0%A4%95',
  '1,2,3',
  '1,,2',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  'Shipped',
  'barcode-scanner',
  'under-1000',
  'price-asc',
  'product',
  '..%2F..%2F',
  'https://evil.example/',
  '//evil.example',
];

const queryValue = fc.oneof(
  { arbitrary: fc.constantFrom(...QUERY_VALUES), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }).map(encodeURIComponent), weight: 2 },
  { arbitrary: fc.integer({ min: 100, max: 3_000 }).map((n) => 'a'.repeat(n)), weight: 1 },
  {
    arbitrary: fc
      .integer({ min: 2, max: 101 })
      .map((n) => Array.from({ length: n }, (_, i) => i + 1).join(',')),
    weight: 1,
  },
);

/** A query string: known keys with odd values, repeated keys, broken escapes, sometimes long. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...QUERY_KEYS),
            fc.string({ maxLength: 10 }).map(encodeURIComponent),
          ),
          queryValue,
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    weight: 8,
  },
  // Repeated parameters become arrays.
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...QUERY_KEYS), fc.array(queryValue, { minLength: 2, maxLength: 5 }))
      .map(([k, vs]) => vs.map((v) => `${k}=${v}`).join('&')),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom('&&&', '=', '==&=&', '%ZZ=%ZZ', 'a', '?', '#', 'a=1;b=2', 'page'),
    weight: 2,
  },
  // Long query strings: under and over the URL limit, and over the header size limit.
  {
    arbitrary: fc
      .constantFrom(4_000, 9_000, 20_000)
      .map((n) => Array.from({ length: Math.ceil(n / 8) }, (_, i) => `q${i % 10}=xyz`).join('&')),
    weight: 1,
  },
);

/** The query keys each list route takes, with a value it accepts. */
export const QUERY_TEMPLATES: Record<string, Record<string, string>> = {
  '/api/products': {
    category: 'pos',
    brand: 'Acme',
    price: 'under-1000',
    search: 'scanner',
    sort: 'price-asc',
    page: '1',
    pageSize: '12',
  },
  '/api/products/lookup': { ids: '1,2' },
  '/api/admin/products': { q: 'scanner', page: '1', pageSize: '20' },
  '/api/admin/orders': {
    status: 'Placed',
    paymentStatus: 'Paid',
    from: '2026-01-01',
    to: '2026-12-31',
    q: 'asha',
    page: '1',
    pageSize: '20',
  },
  '/api/admin/orders.csv': { from: '2026-01-01', to: '2026-01-31' },
  '/api/admin/messages': { page: '1', pageSize: '20' },
  '/api/admin/customers': { q: 'asha', page: '1', pageSize: '20' },
  '/api/admin/audit': { entity: 'product', entityId: '1', page: '1', pageSize: '20' },
};

/**
 * A list route's own query, valid but for an odd byte in one value (NUL, overlong or surrogate
 * UTF-8, a bidi override…), so it gets past the schema to the query behind it.
 */
export const textQuery: fc.Arbitrary<string> = fc
  .constantFrom(...Object.entries(QUERY_TEMPLATES))
  .chain(([path, query]) =>
    fc
      .tuple(
        fc.constantFrom(...Object.keys(query)),
        fc.oneof(
          { arbitrary: fc.constant('%00'), weight: 4 },
          {
            arbitrary: fc.constantFrom(
              '%C0%80',
              '%ED%A0%80',
              '%EF%BF%BF',
              '%E2%80%AE',
              '%0D%0A',
              '%5C',
              '%27',
              '%25',
            ),
            weight: 4,
          },
        ),
        fc.nat(),
      )
      .map(([key, odd, at]) => {
        const params = Object.entries(query).map(([k, v]) => {
          if (k !== key) return `${k}=${v}`;
          const cut = at % (v.length + 1);
          return `${k}=${v.slice(0, cut)}${odd}${v.slice(cut)}`;
        });
        return `${path}?${params.join('&')}`;
      }),
  );

/** Ways to mangle a path: double and encoded slashes, dot segments, case, odd bytes. */
export const URL_MANGLERS: ((p: string) => string)[] = [
  (p) => p.replace(/\//g, '//'),
  (p) => `/${p}`,
  (p) => p.replace(/(?!^)\//g, '%2F'),
  (p) => p.replace(/(?!^)\//g, '%2f'),
  (p) => `${p}/`,
  (p) => `${p}/..`,
  (p) => `${p}/../../..`,
  (p) => `/a/..${p}`,
  (p) => `/%2e%2e${p}`,
  (p) => `${p}/%00`,
  (p) => `${p}%00.json`,
  (p) => `${p}/%ZZ`,
  (p) => `${p}%`,
  (p) => p.toUpperCase(),
  (p) => `${p};jsessionid=1`,
  (p) => p.replace(/\//g, '\\'),
  (p) => `${p}\u00ff\u00fe`,
  (p) => `${p}#fragment`,
  (p) => `${p}/${'a'.repeat(9_000)}`,
  (p) => `${p}${'/x'.repeat(500)}`,
  (p) => `http://evil.example${p}`,
  () => '*',
  (p) => p.replace(/^\/api\//, '/api/./'),
  (p) => p.replace(/[aeiou]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
];
