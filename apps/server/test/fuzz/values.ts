import fc from 'fast-check';

/** Strings that have broken parsers, databases and templates before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  '𝕊𝕙𝕦𝕓𝕙 🛒',
  'शुभ दुकान',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(400),
  'ORD1763712000000',
  'ord 1763712000000 ',
  'asha@example.com',
  '+91 98200 12345',
  '400 001',
  'true',
  'null',
  '[]',
  '{}',
];

const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  -0,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  Number.MIN_VALUE,
  4.2e-7,
];

/** A string of any sort: nasty, unicode, huge (up to ~200 kB, under the API's 1 MB). */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'क', '🛒', '\u0000', ' '),
        fc.integer({ min: 1_000, max: 200_000 }),
      )
      .map(([c, n]) => c.repeat(n)),
    weight: 1,
  },
);

export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of a type a field would not expect (or a wrongly sized one of the right type). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyString, weight: 4 },
  { arbitrary: anyNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 3 },
  {
    arbitrary: fc.array(fc.oneof(anyString, anyNumber, fc.constant(null)), { maxLength: 5 }),
    weight: 1,
  },
  {
    arbitrary: fc
      .integer({ min: 1_000, max: 20_000 })
      .map((n) => Array.from({ length: n }, () => 1)),
    weight: 1,
  },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyString, { maxKeys: 4 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 4 }), weight: 1 },
);

/** A path parameter: real ids, huge and odd numbers, traversal, encoded bytes, unicode. */
export function paramValue(real: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(real.length ? real : ['1'])), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x10',
        '%201',
        '2147483648',
        '99999999999999999999999999',
        'NaN',
        'Infinity',
        '%00',
        '%ZZ',
        '%',
        '..',
        '%2e%2e',
        '%2F',
        '%2F..%2F..',
        '%E0%A4%95',
        '%F0%9F%9B%92',
        '%FF%FE',
        '\u00ff',
        'ORD1763712000000',
        'ORD99999999999999999',
        'ord1763712000000',
        '%20ORD1763712000000%20',
        'null',
        'undefined',
        '__proto__',
        'a'.repeat(3000),
        '1'.repeat(200),
      ),
      weight: 5,
    },
    { arbitrary: fc.string({ maxLength: 20 }).map(encodeURIComponent), weight: 2 },
    { arbitrary: fc.integer().map(String), weight: 1 },
  );
}
