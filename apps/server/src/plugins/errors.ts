import type { ApiErrorBody } from '@shop/shared/errors/api-error';
import type { PageRefusal } from '@shop/shared/ssr/page-context';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, RateLimitedError, type DomainErrorKind } from '../lib/domain-errors';
import { HttpError } from '../lib/http-error';
import { isApiRequest } from './csrf';

/** The status each kind of domain error is answered with (ADR 034). */
export const HTTP_STATUS: Record<DomainErrorKind, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_mismatch: 422,
  rate_limited: 429,
  external_service_failed: 502,
  unavailable: 503,
};

/** A domain error as the API answers it: status, body, and Retry-After for a rate limit. */
export function httpAnswer(err: DomainError): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
} {
  return {
    status: HTTP_STATUS[err.kind],
    body: {
      error: { code: err.code, message: err.message, ...(err.fields && { fields: err.fields }) },
    },
    headers:
      err instanceof RateLimitedError ? { 'retry-after': String(err.retryAfterSeconds) } : {},
  };
}

/** Renders the shop's error page for a refusal, when pages are served (ssr/pages.ts). */
export type ErrorPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: PageRefusal,
) => Promise<FastifyReply>;

/** Where the error handler finds the page renderer, once the pages are registered. */
export interface ErrorPages {
  render?: ErrorPageRenderer;
}

/**
 * One error shape for the whole API; nothing internal ever reaches a 5xx body. Every error
 * answer names its request (`x-request-id`, and `requestId` in a JSON error) so a report can be
 * matched with the logs. A page request from a browser (Accept: text/html) gets the shop's error
 * page instead of JSON (ADR 086).
 */
export function registerErrorHandling(app: FastifyInstance, pages: ErrorPages = {}): void {
  app.setErrorHandler(async (err: FastifyError | HttpError | DomainError, request, reply) => {
    const answer = answerFor(err);
    const expected = err instanceof DomainError || err instanceof HttpError;
    if (!expected && answer.status >= 500) request.log.error({ err }, 'request failed');
    reply.status(answer.status).headers(answer.headers);
    if (pages.render && wantsPage(request)) {
      try {
        return await pages.render(request, reply, { status: answer.status, ...answer.body.error });
      } catch (renderErr) {
        request.log.error({ err: renderErr }, 'the error page could not be rendered');
        reply.status(answer.status).removeHeader('content-type');
      }
    }
    return reply.send(answer.body);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    return { ...payload, error: { ...payload.error, requestId: request.id } };
  });
}

/** Whether a browser asks for a page: not the API, and text/html among what it accepts. */
export function wantsPage(request: FastifyRequest): boolean {
  if (isApiRequest(request)) return false;
  return (request.headers.accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return type === 'text/html' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

function isErrorBody(payload: unknown): payload is ApiErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return typeof error === 'object' && error !== null && 'code' in error;
}

function answerFor(err: FastifyError | HttpError | DomainError): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
} {
  if (err instanceof DomainError) return httpAnswer(err);
  if (err instanceof HttpError) return { status: err.statusCode, body: err.toBody(), headers: {} };
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body = { error: { code: err.code ?? 'bad_request', message: clientMessage(err) } };
    return { status, body, headers: {} };
  }
  const message = 'Something went wrong on our side. Please try again.';
  return { status: 500, body: { error: { code: 'internal', message } }, headers: {} };
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return err.message;
  }
}
