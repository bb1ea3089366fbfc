import type { FastifyInstance, FastifyError } from 'fastify';
import { HttpError } from '../lib/http-error';

/** One error shape for the whole API; nothing internal ever reaches a 5xx body. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
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
