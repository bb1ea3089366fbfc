import fc from 'fast-check';
import { anyString } from './values';

/** Field names the shop's forms use, and some no form has. */
const FIELD_NAMES = [
  'intent',
  'orderId',
  'contact',
  'email',
  'password',
  'name',
  'phone',
  'message',
  'subject',
  'productId',
  'quantity',
  'redirectTo',
  'remember',
  'q',
  'file',
  '_data',
  '__proto__',
  'constructor',
  'items[0][id]',
  'a.b.c',
  '',
];

const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...FIELD_NAMES), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);

const fieldValue = fc.oneof(
  { arbitrary: anyString, weight: 3 },
  {
    arbitrary: fc.constantFrom(
      'ORD1763712000000',
      'asha@example.com',
      '9820012345',
      'track',
      'delete',
    ),
    weight: 2,
  },
  { arbitrary: fc.integer().map(String), weight: 1 },
);

/** Fields as a form would post them; a name may repeat (an array), `intent` may be missing. */
export const formFields: fc.Arbitrary<[string, string][]> = fc.array(
  fc.tuple(fieldName, fieldValue),
  {
    maxLength: 8,
  },
);

/** Percent-encoding a lone surrogate throws, so those go through as U+FFFD. */
const encode = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'));

/** An application/x-www-form-urlencoded body, sometimes with raw bytes no browser would send. */
export const urlencodedBody: fc.Arbitrary<Buffer> = fc.oneof(
  {
    arbitrary: formFields.map((fields) =>
      Buffer.from(fields.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
    ),
    weight: 6,
  },
  {
    arbitrary: fc
      .constantFrom(
        'orderId=%ZZ&contact=%',
        'orderId=%FF%FE%FD&contact=%C0%AF',
        'orderId=ORD1763712000000&orderId=ORD1763712000001&contact=a@b.co',
        '&&&==&=',
        '=value',
        'intent',
        'a=1;b=2',
        'orderId[]=1&orderId[]=2',
        '%00=%00',
      )
      .map((s) => Buffer.from(s)),
    weight: 2,
  },
  // Raw invalid UTF-8 bytes in a value.
  {
    arbitrary: fc
      .constantFrom([0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0xa4], [0x80])
      .map((bytes) =>
        Buffer.concat([Buffer.from('orderId=ORD1763712000000&contact='), Buffer.from(bytes)]),
      ),
    weight: 1,
  },
);

const CRLF = '\r\n';

/** A multipart/form-data body and the content type that should (or pretends to) describe it. */
export const multipartBody: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc
  .tuple(
    formFields,
    fc.constantFrom('----fuzz1234', 'x', 'a'.repeat(71), '"quoted boundary"', '----fuzz\u00e9'),
    fc.constantFrom(
      'ok',
      'garbage-boundary',
      'no-boundary',
      'truncated',
      'lf-only',
      'bad-part',
      'file',
    ),
  )
  .map(([fields, boundary, variant]) => {
    const b = boundary.replace(/"/g, '');
    const nl = variant === 'lf-only' ? '\n' : CRLF;
    const parts = fields.map(
      ([k, v]) =>
        `--${b}${nl}Content-Disposition: form-data; name="${k.replace(/"/g, '')}"${nl}${nl}${v}${nl}`,
    );
    if (variant === 'file') {
      parts.push(
        `--${b}${nl}Content-Disposition: form-data; name="file"; filename="../../x.png"${nl}Content-Type: image/png${nl}${nl}\u0089PNG garbage${nl}`,
      );
    }
    if (variant === 'bad-part') parts.push(`--${b}${nl}No-Disposition: here${nl}${nl}x${nl}`);
    const closing = variant === 'truncated' ? `--${b}${nl}Content-Disp` : `--${b}--${nl}`;
    const body = Buffer.from(parts.join('') + closing, 'latin1');
    const contentType =
      variant === 'no-boundary'
        ? 'multipart/form-data'
        : variant === 'garbage-boundary'
          ? 'multipart/form-data; boundary=nothing-like-the-body'
          : `multipart/form-data; boundary=${boundary}`;
    return { contentType, body };
  });
