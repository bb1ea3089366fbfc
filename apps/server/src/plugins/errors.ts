import type { ApiErrorBody } from '@shop/shared/errors/api-error';
import type { FastifyInstance, FastifyError } from 'fastify';
import { DomainError, RateLimitedError, type DomainErrorKind } from '../lib/domain-errors';
import { HttpError } from '../lib/http-error';

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

/** One error shape for the whole API; nothing internal ever reaches a 5xx body. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | DomainError, request, reply) => {
    if (err instanceof DomainError) {
      const answer = httpAnswer(err);
      return reply.status(answer.status).headers(answer.headers).send(answer.body);
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: err.code ?? 'bad_request', message: clientMessage(err) } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });
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
