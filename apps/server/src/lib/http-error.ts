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

export const NUL_CHARACTER = 'Must not contain a NUL character';

/** Paths of the strings in a parsed value that hold U+0000, which PostgreSQL text cannot store. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [path.join('.') || '(request)'] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => nulPaths(v, [...path, k]));
}

/**
 * Parses input with a shared schema; a bad one becomes a 400 naming every problem. A string the
 * schema accepts is still refused when it holds a NUL character: PostgreSQL refuses to store one
 * (a 500), SQLite would keep it, and no form has a reason to send it. Only what the schema kept
 * is checked, so its depth is the schema's, whatever the body's.
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  let fields: Record<string, string>;
  if (result.success) {
    const nul = nulPaths(result.data);
    if (nul.length === 0) return result.data;
    fields = Object.fromEntries(nul.map((path) => [path, NUL_CHARACTER]));
  } else {
    fields = fieldErrors(result.error);
  }
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  throw new HttpError(400, 'bad_request', `Invalid request — ${summary}`, fields);
}
