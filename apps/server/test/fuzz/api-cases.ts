import fc from 'fast-check';
import { brokenJson, nastyTextJson, pollutedJson } from './bodies';
import { multipartBody, urlencodedBody } from './forms';
import { JSON_TYPES, OTHER_TYPES, pickers, UPLOAD_ROUTE, type Parts, type World } from './parts';
import { takesBody } from './routes';
import { queryString, textQuery } from './urls';

const INVALID_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":undefined}',
  'nul',
  '[1,2',
  '{"a":"\\x"}',
  '"unterminated',
  '{}{}',
  '{"a":1} trailing',
  '\ufeff{"a":1}',
  '{"a":1e999}',
  '{"a":-}',
  '{"a":"b"\u0000}',
  '{"a":"\\u12"}',
  '{"a" 1}',
];

const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe0, 0xa4],
  [0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

/** Requests to the API: bodies broken every way, odd query strings and path parameters. */
export function apiCases(world: World) {
  const { routes, limits } = world;
  const { template, withPath, apiRoute } = pickers(world);
  const bodyRoutes = routes.filter(takesBody);
  const getRoutes = routes.filter((r) => r.method === 'GET');
  const bodyRoute = fc.constantFrom(...bodyRoutes);

  /** JSON bodies with fields of the wrong type, missing or extra. */
  const jsonFields = bodyRoute.chain(withPath).chain(({ route, path }) =>
    fc
      .tuple(brokenJson(template(route)), fc.constantFrom(...JSON_TYPES))
      .map(([text, contentType]): Parts => ({
        kind: 'api-fields',
        method: route.method,
        path,
        body: Buffer.from(text),
        contentType,
      })),
  );

  /** Valid bodies but for one odd character in one text field: these reach the database. */
  const nastyText = bodyRoute.chain(withPath).chain(({ route, path }) =>
    nastyTextJson(template(route)).map((text): Parts => ({
      kind: 'api-text',
      method: route.method,
      path,
      body: Buffer.from(text),
      contentType: 'application/json',
    })),
  );

  const polluted = bodyRoute.chain(withPath).chain(({ route, path }) =>
    pollutedJson(template(route)).map((text): Parts => ({
      kind: 'api-proto-keys',
      method: route.method,
      path,
      body: Buffer.from(text),
      contentType: 'application/json',
    })),
  );

  /** Bodies of every sort under content types the route may not take. */
  const contentTypes = bodyRoute.chain(withPath).chain(({ route, path }) =>
    fc
      .tuple(
        fc.constantFrom(...OTHER_TYPES),
        fc.oneof(
          fc.constant(JSON.stringify(template(route) ?? {})),
          urlencodedBody.map((b) => b.toString('latin1')),
          fc.constantFrom('<?xml version="1.0"?><a>1</a>', 'hello', '', '\u0000\u0001\u0002'),
        ),
      )
      .map(([contentType, text]): Parts => ({
        kind: 'api-content-type',
        method: route.method,
        path,
        body: Buffer.from(text, 'latin1'),
        ...(contentType !== undefined && { contentType }),
      })),
  );

  const invalidJson = bodyRoute.chain(withPath).chain(({ route, path }) =>
    fc
      .oneof(
        fc.constantFrom(...INVALID_JSON),
        fc.nat().map((n) => {
          const text = JSON.stringify(template(route) ?? { a: [1, 2, 3] });
          return text.slice(0, n % text.length);
        }),
      )
      .map((text): Parts => ({
        kind: 'api-invalid-json',
        method: route.method,
        path,
        body: Buffer.from(text),
        contentType: 'application/json',
      })),
  );

  /** A string value's bytes replaced by invalid UTF-8. */
  const invalidUtf8 = bodyRoute.chain(withPath).chain(({ route, path }) =>
    fc
      .tuple(
        fc.constantFrom(...INVALID_UTF8),
        fc.constantFrom(...JSON_TYPES, 'application/x-www-form-urlencoded'),
      )
      .map(([bytes, contentType]): Parts => {
        const text = JSON.stringify(template(route) ?? { name: 'x' });
        const at = text.indexOf('":"');
        const cut = at < 0 ? 1 : at + 3;
        const body = Buffer.concat([
          Buffer.from(text.slice(0, cut)),
          Buffer.from(bytes),
          Buffer.from(text.slice(cut)),
        ]);
        return { kind: 'api-invalid-utf8', method: route.method, path, body, contentType };
      }),
  );

  /** Deeply nested JSON: alone, or inside a field of a good body. */
  const deep = bodyRoute.chain(withPath).chain(({ route, path }) =>
    fc
      .tuple(
        fc.constantFrom(100, 1_000, 10_000, 100_000),
        fc.constantFrom('[', '{"a":'),
        fc.boolean(),
      )
      .map(([depth, open, inField]): Parts => {
        const close = open === '[' ? ']' : '}';
        const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
        const text = inField ? `{"items":${nested},"name":${nested}}` : nested;
        return {
          kind: 'api-deep',
          method: route.method,
          path,
          body: Buffer.from(text),
          contentType: 'application/json',
        };
      }),
  );

  /** Bodies over the route's limit: must be refused (413), never read whole. */
  const huge = bodyRoute.chain(withPath).chain(({ route, path }) => {
    const upload = route.pattern === UPLOAD_ROUTE;
    const limit = upload ? limits.upload : limits.api;
    return fc
      .tuple(
        fc.integer({ min: 1, max: limit * 2 }),
        fc.boolean(),
        fc.constantFrom(
          'application/json',
          'text/plain',
          undefined,
          'multipart/form-data; boundary=x',
        ),
      )
      .map(([extra, chunked, contentType]): Parts => ({
        kind: 'api-huge',
        method: route.method,
        path,
        body: { size: limit + extra, fill: 'a', prefix: '{"name":"', chunked },
        ...(contentType !== undefined && { contentType }),
        mustRefuse: true,
      }));
  });

  const multipart = bodyRoute.chain(withPath).chain(({ route, path }) =>
    multipartBody.map(({ contentType, body }): Parts => ({
      kind: 'api-multipart',
      method: route.method,
      path,
      body,
      contentType,
    })),
  );

  const uploads = fc.constant(bodyRoutes.find((r) => r.pattern === UPLOAD_ROUTE)).chain((r) =>
    r === undefined
      ? multipart
      : multipartBody.map(({ contentType, body }): Parts => ({
          kind: 'api-upload',
          method: 'POST',
          path: UPLOAD_ROUTE,
          body,
          contentType,
        })),
  );

  const query = fc.constantFrom(...getRoutes).chain((r) =>
    fc.tuple(withPath(r), queryString).map(([{ path }, q]): Parts => ({
      kind: 'api-query',
      method: 'GET',
      path: `${path}?${q}`,
    })),
  );

  const queryText = textQuery.map((path): Parts => ({
    kind: 'api-query-text',
    method: 'GET',
    path,
  }));

  /** Odd path parameters on every route, with a good body where the route takes one. */
  const params = apiRoute.chain((r) =>
    withPath(r, false).map(({ route, path }): Parts => {
      const t = template(route);
      return takesBody(route)
        ? {
            kind: 'api-params',
            method: route.method,
            path,
            body: Buffer.from(JSON.stringify(t ?? {})),
            contentType: 'application/json',
          }
        : { kind: 'api-params', method: route.method, path };
    }),
  );

  return {
    jsonFields,
    nastyText,
    polluted,
    contentTypes,
    invalidJson,
    invalidUtf8,
    deep,
    huge,
    multipart,
    uploads,
    query,
    queryText,
    params,
  };
}
