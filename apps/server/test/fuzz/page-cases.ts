import fc from 'fast-check';
import { multipartBody, urlencodedBody } from './forms';
import { OTHER_TYPES, pickers, type Headers, type Parts, type World } from './parts';
import { queryString, URL_MANGLERS } from './urls';

/** Requests to pages (form posts, odd content types and sizes) and odd URLs, methods, headers. */
export function pageCases(world: World) {
  const { pages, limits } = world;
  const { page, pagePath, anyPath } = pickers(world);

  const oddUrl = fc
    .tuple(anyPath, fc.constantFrom(...URL_MANGLERS), fc.constantFrom('GET', 'GET', 'HEAD', 'POST'))
    .map(([path, mangle, method]): Parts => ({
      kind: 'odd-url',
      method,
      path: mangle(path),
      ...(method === 'POST' && {
        body: Buffer.from('a=1'),
        contentType: 'application/x-www-form-urlencoded',
      }),
    }));

  const oddMethod = fc
    .tuple(
      anyPath,
      fc.constantFrom(
        'PATCH',
        'OPTIONS',
        'DELETE',
        'PUT',
        'HEAD',
        'TRACE',
        'PROPFIND',
        'PURGE',
        'SEARCH',
      ),
    )
    .map(([path, method]): Parts => ({ kind: 'odd-method', method, path }));

  /** Odd headers: cookies, host, conditional and range requests. */
  const oddHeaders = fc
    .tuple(
      anyPath,
      fc.constantFrom<Headers>(
        { cookie: 'sid=' },
        { cookie: 'sid=%ZZ' },
        { cookie: `sid=${'a'.repeat(4_000)}` },
        { cookie: 'sid=a; sid=b; sid=c' },
        { cookie: '=;;=;sid' },
        { cookie: 'sid="\u00ff\u00fe"' },
        { host: 'exa mple' },
        { host: '[::1' },
        { host: 'a:b:c' },
        { host: '%ZZ' },
        { host: 'shop.test:99999' },
        { host: 'evil.example' },
        { host: 'x'.repeat(300) },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' },
        { 'x-forwarded-for': 'not-an-ip, ::ffff:1.2.3.4' },
        { range: 'bytes=999999999-' },
        { range: 'bytes=-1,-2,-3,0-0,5-1' },
        { 'if-none-match': '*' },
        { 'if-modified-since': 'yesterday' },
        { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=2' },
        { accept: 'application/json;q=abc' },
        { 'accept-language': 'hi-IN,'.repeat(200) },
      ),
    )
    .map(([path, headers]): Parts => ({ kind: 'odd-headers', method: 'GET', path, headers }));

  /** Form posts to pages: random and missing fields, arrays, huge values, broken escapes. */
  const pageForm = page.chain((p) =>
    fc
      .tuple(
        pagePath(p),
        urlencodedBody,
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=UTF-8',
        ),
      )
      .map(([path, body, contentType]): Parts => ({
        kind: 'page-form',
        method: 'POST',
        path,
        body,
        contentType,
      })),
  );

  const pageMultipart = page.chain((p) =>
    fc.tuple(pagePath(p), multipartBody).map(([path, { contentType, body }]): Parts => ({
      kind: 'page-multipart',
      method: 'POST',
      path,
      body,
      contentType,
    })),
  );

  /** Content types no HTML form sends: 415. */
  const pageContentType = page.chain((p) =>
    fc
      .tuple(
        pagePath(p),
        fc.constantFrom(
          ...OTHER_TYPES.filter(
            (t) => t !== 'application/x-www-form-urlencoded' && !t?.startsWith('multipart/'),
          ),
        ),
        fc.constantFrom('orderId=ORD1763712000000&contact=a%40b.co', '{"orderId":1}', '<a/>', ''),
      )
      .map(([path, contentType, text]): Parts => ({
        kind: 'page-content-type',
        method: 'POST',
        path,
        body: Buffer.from(text),
        ...(contentType !== undefined && { contentType }),
      })),
  );

  const pageHuge = page.chain((p) =>
    fc
      .tuple(
        pagePath(p),
        fc.integer({ min: 1, max: limits.api * 2 }),
        fc.boolean(),
        fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'),
      )
      .map(([path, extra, chunked, contentType]): Parts => ({
        kind: 'page-huge',
        method: 'POST',
        path,
        body: { size: limits.page + extra, fill: 'a', prefix: 'orderId=', chunked },
        contentType,
        mustRefuse: true,
      })),
  );

  const pageGet = fc.constantFrom(...pages).chain((p) =>
    fc
      .tuple(pagePath(p, false), fc.option(queryString, { nil: undefined }))
      .map(([path, q]): Parts => ({
        kind: 'page-get',
        method: 'GET',
        path: q === undefined ? path : `${path}?${q}`,
      })),
  );

  return {
    oddUrl,
    oddMethod,
    oddHeaders,
    pageForm,
    pageMultipart,
    pageContentType,
    pageHuge,
    pageGet,
  };
}
