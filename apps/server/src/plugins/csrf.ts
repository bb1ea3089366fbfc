import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { sessionToken } from '../modules/auth/session-cookie';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for API routes called by other servers rather than our pages (payment webhooks):
     * they carry no session cookie and authenticate by signature instead. 'origin' for a route
     * our pages reach with `navigator.sendBeacon`, which cannot set a header: only where the
     * request comes from is checked, so the route must act for no one (it reads no session).
     */
    csrf?: boolean | 'origin';
  }
}

/** The header our API client sends; a cross-site HTML form cannot set it. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'fetch';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrfRefused = () =>
  new HttpError(
    403,
    'csrf',
    'This request was refused because it did not come from the shop’s own pages. Please reload the page and try again.',
  );

/**
 * Cross-site request forgery guard (ADR 010, ADR 086). A state-changing request must come from
 * our own origin when it says where it comes from (Origin, Sec-Fetch-Site), and an /api one must carry
 * `X-Requested-With: fetch` when it carries the session cookie. Cross-origin scripts cannot add
 * that header without a CORS grant, which the shop never gives.
 */
export function registerCsrf(app: FastifyInstance, opts: { publicUrl: string }): void {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    // Page form posts (React Router actions) get the Origin check too; they cannot send headers.
    if (!originAllowed(request, publicOrigin)) throw csrfRefused();
    if (request.routeOptions.config?.csrf === 'origin' || !isApiRequest(request)) return;
    if (sessionToken(request) !== undefined) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || header.toLowerCase() !== CSRF_HEADER_VALUE) {
        throw csrfRefused();
      }
    }
  });
}

/**
 * Whether the request is for the API, judged on what the router matched and on the path after
 * percent-decoding and collapsing repeated slashes, so `/%61pi/…` or `//api/…` cannot pass as a
 * page post and skip the header check.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/api/')) return true;
  return normalizedPath(request.url).startsWith('/api/');
}

/** The path as a router sees it: decoded, lower-cased, with `//` collapsed and no dot segments. */
export function normalizedPath(url: string): string {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: judge the raw path; the router answers it with 400 or 404 anyway.
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${path.endsWith('/') && segments.length ? '/' : ''}`.toLowerCase();
}

/**
 * Whether the request may be from our own pages. A browser's `Sec-Fetch-Site` (Fetch Metadata,
 * W3C) says where a request comes from even when it sends no Origin (a form post from some
 * browsers, a navigation): `cross-site` is refused; `same-origin`, `same-site` (the shop's other
 * hosts, still judged by Origin) and `none` (typed by the user) go on to the Origin check. The
 * header cannot be set by a page's script, and clients that are not browsers send none.
 */
function originAllowed(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true; // older browsers and non-browser clients send none
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}
