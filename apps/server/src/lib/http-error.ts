import type { ApiErrorBody } from '@shop/shared/errors/api-error';

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
