import fc from 'fast-check';
import type { RealIds } from './bodies';
import type { Body, FuzzRequest } from './client';
import { fillPattern } from './urls';
import type { PageRoute, ServerRoute } from './routes';

/** What the generators know about the running shop. */
export interface World {
  routes: ServerRoute[];
  pages: PageRoute[];
  statics: string[];
  ids: RealIds;
  templates: Record<string, Record<string, unknown>>;
  /** Body limits in bytes: the API's JSON, page form posts, the image upload route. */
  limits: { api: number; page: number; upload: number };
}

type Session = FuzzRequest['session'];
export type Headers = Record<string, string>;

export const UPLOAD_ROUTE = '/api/admin/uploads';

const ip = fc
  .tuple(
    fc.integer({ min: 1, max: 223 }),
    fc.nat(255),
    fc.nat(255),
    fc.integer({ min: 1, max: 254 }),
  )
  .map((parts) => parts.join('.'));

/** Headers most requests carry: a client address (rate limits are per address), CSRF, origin. */
const commonHeaders: fc.Arbitrary<Headers> = fc
  .record({
    xff: fc.option(ip, { freq: 5, nil: undefined }),
    csrf: fc.oneof(
      { arbitrary: fc.constant('fetch'), weight: 17 },
      { arbitrary: fc.constant(undefined), weight: 2 },
      { arbitrary: fc.constantFrom('XMLHttpRequest', 'FETCH', ''), weight: 1 },
    ),
    origin: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 17 },
      { arbitrary: fc.constantFrom('http://shop.test', 'https://evil.example', 'null'), weight: 3 },
    ),
  })
  .map(({ xff, csrf, origin }) => ({
    ...(xff !== undefined && { 'x-forwarded-for': xff }),
    ...(csrf !== undefined && { 'x-requested-with': csrf }),
    ...(origin !== undefined && { origin }),
  }));

/** The path with its percent-escapes decoded (as it is, when they do not decode). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whose cookie a request carries: mostly the one its route is for, so the fuzz gets past auth. */
function sessionFor(path: string): fc.Arbitrary<Session> {
  // A real session is never sent to log out, sign up or log in (which end the session held before),
  // through the API or the pages' forms, so it lasts the whole run.
  // Judged on the decoded path: the router takes /l%6fg%6fut for /logout; in either language.
  if (
    /^\/api\/auth\/(logout|signup|login)|^(\/hi)?\/(login|logout)(?:[/?]|$)/.test(decodedPath(path))
  )
    return fc.constantFrom<Session>('none', 'bogus');
  const admin = path.startsWith('/api/admin') || path.startsWith('/admin');
  return fc.oneof(
    { arbitrary: fc.constant<Session>(admin ? 'admin' : 'customer'), weight: 14 },
    { arbitrary: fc.constant<Session>(admin ? 'customer' : 'admin'), weight: 2 },
    { arbitrary: fc.constantFrom<Session>('none', 'bogus'), weight: 4 },
  );
}

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/**
 * Idempotency-Key for the two routes that need one, mostly valid so the body is checked; an event
 * id for the webhook.
 */
function extraHeaders(path: string): fc.Arbitrary<Headers> {
  if (path === WEBHOOK_PATH) {
    return fc.option(
      fc
        .oneof(fc.uuid(), fc.constantFrom('', 'evt_1', 'x'.repeat(500)))
        .map((id) => ({ 'x-razorpay-event-id': id })),
      { nil: {} },
    );
  }
  if (path !== '/api/orders' && path !== '/api/buy-now') return fc.constant({});
  return fc.oneof(
    { arbitrary: fc.uuid().map((u) => ({ 'idempotency-key': `fuzz-${u}` })), weight: 8 },
    {
      arbitrary: fc.constantFrom<Headers>(
        {},
        { 'idempotency-key': 'short' },
        { 'idempotency-key': 'a b c d e f g h' },
      ),
      weight: 2,
    },
  );
}

export interface Parts {
  kind: string;
  method: string;
  path: string;
  body?: Body;
  contentType?: string;
  headers?: Headers;
  mustRefuse?: boolean;
}

/** Adds session, common and route-specific headers to a request's parts. */
export function finish(parts: fc.Arbitrary<Parts>): fc.Arbitrary<FuzzRequest> {
  return parts.chain((p) =>
    fc
      .tuple(sessionFor(p.path), commonHeaders, extraHeaders(p.path))
      .map(([session, common, extra]) => ({
        kind: p.kind,
        method: p.method,
        path: p.path,
        session,
        headers: {
          ...common,
          ...extra,
          ...(p.contentType !== undefined && { 'content-type': p.contentType }),
          ...p.headers,
        },
        ...(p.body !== undefined && { body: p.body }),
        ...(p.mustRefuse && { mustRefuse: true }),
      })),
  );
}

export const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
];
export const OTHER_TYPES = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-like-the-body',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/vnd.api+json',
  'text/json',
  '*/*',
  '',
  ';;',
  'a/b/c',
  'application/json, text/plain',
  'image/png',
];

/** Shorthands every generator uses: pick routes, fill their parameters, find their templates. */
export function pickers(world: World) {
  const { routes, pages, ids, templates } = world;
  const withPath = (r: ServerRoute, mostlyReal = true) =>
    fillPattern(r.pattern, ids, mostlyReal).map((path) => ({ route: r, path }));
  const pagePath = (p: PageRoute, mostlyReal = true) => fillPattern(p.pattern, ids, mostlyReal);
  return {
    template: (r: ServerRoute) => templates[`${r.method} ${r.pattern}`],
    withPath,
    pagePath,
    apiRoute: fc.constantFrom(...routes),
    /** Pages with an action more often than the rest. */
    page: fc.oneof(
      { arbitrary: fc.constantFrom(...pages.filter((p) => p.hasAction)), weight: 3 },
      { arbitrary: fc.constantFrom(...pages), weight: 2 },
    ),
    /** Any path the shop serves: API routes, pages, static files. */
    anyPath: fc.oneof(
      {
        arbitrary: fc
          .constantFrom(...routes)
          .chain((r) => withPath(r))
          .map(({ path }) => path),
        weight: 3,
      },
      { arbitrary: fc.constantFrom(...pages).chain((p) => pagePath(p)), weight: 2 },
      { arbitrary: fc.constantFrom(...world.statics, '/favicon.svg', '/uploads/x.png'), weight: 1 },
    ),
  };
}
