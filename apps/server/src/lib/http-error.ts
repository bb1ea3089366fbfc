import type { ApiErrorBody } from '@shop/shared/errors/api-error';
import type { z } from 'zod';

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

/** Field name → first problem, e.g. { pincode: 'Enter a 6-digit PIN code' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key =
      issue.path.join('.') ||
      (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(request)');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input with a shared schema; a bad one becomes a 400 naming every problem. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  throw new HttpError(400, 'bad_request', `Invalid request — ${summary}`, fields);
}
