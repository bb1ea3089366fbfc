// Fastify's request as the web Request React Router handles: its absolute address, its form
// body, and the request an error page is rendered from.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { abandonedSignal } from './request-signal';
import { languageOfPath, pathIn } from '@shop/shared/i18n/language';

export const PAGE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A form body the action can read: a malformed multipart body would otherwise throw there. */
export async function isReadableForm(request: Request): Promise<boolean> {
  try {
    await request.formData();
    return true;
  } catch {
    return false;
  }
}

/** The page's absolute URL: on the Host it was asked for, or the shop's own when that is no host. */
function pageUrl(request: FastifyRequest, publicUrl: string): URL {
  for (const origin of [`${request.protocol}://${request.host}`, new URL(publicUrl).origin]) {
    try {
      return new URL(`${origin}${request.url}`);
    } catch {
      // a Host such as "a:b:c" or "[::1": try the next origin
    }
  }
  throw new HttpError(400, 'bad_request', 'The address of this request cannot be read.');
}

/**
 * Where the error page is rendered from: an address no route claims, so the not-found route
 * renders it, in the shop's layout; the page runs no script, so the browser's address (the
 * form's) is never routed on the client. Only the headers that describe the visitor are kept.
 */
const ERROR_PAGE_PATH = '/_error';

export function errorPageRequest(request: FastifyRequest, publicUrl: string): Request {
  let origin: string;
  // A refused Hindi page's post (/hi/contact) gets the error page in Hindi (ADR 107).
  let path = ERROR_PAGE_PATH;
  try {
    const url = pageUrl(request, publicUrl);
    origin = url.origin;
    path = pathIn(languageOfPath(url.pathname), ERROR_PAGE_PATH);
  } catch {
    origin = new URL(publicUrl).origin;
  }
  const headers = new Headers();
  for (const name of ['accept', 'accept-language', 'cookie', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`${origin}${path}`, { method: 'GET', headers });
}

/** The rendered page with the refusal's status, whatever the render's own status was. */
export function withStatus(response: Response, status: number): Response {
  if (response.status === status) return response;
  return new Response(response.body, { status, headers: response.headers });
}

/** The Fastify request as the web Request React Router handles. */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): Request {
  const url = pageUrl(request, publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const init: RequestInit = {
    method: request.method,
    headers,
    signal: abandonedSignal(reply.raw),
  };
  if (Buffer.isBuffer(request.body)) init.body = request.body;
  return new Request(url, init);
}
