import type { ApiErrorBody } from '@shop/shared/errors/api-error';
import type { z } from 'zod';
import { checkInput, invalidRequestMessage } from './request-validation';

/** An error whose status and text are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
      },
    };
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

export { fieldErrors, NUL_CHARACTER } from './request-validation';

/**
 * Parses input with a shared schema; a bad one becomes a 400 naming every problem, a string with
 * a NUL character included (checkInput). Routes declare their schemas instead (ADR 033); this is
 * for input that does not arrive as a request's body, query or params.
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = checkInput(schema, input);
  if (result.success) return result.data;
  throw new HttpError(400, 'bad_request', invalidRequestMessage(result.fields), result.fields);
}
