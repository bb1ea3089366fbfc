import type { z } from 'zod';
import { HttpError, parseOr400 } from './http-error';

/**
 * parseOr400 for forms a shopper fills in: the 400's message is the first field's own text
 * (e.g. 'Invalid email address'), ready to show as it is; `fields` still names every problem.
 */
export function parseFormOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return parseOr400(schema, input);
  } catch (err) {
    if (err instanceof HttpError && err.fields) {
      const first = Object.values(err.fields)[0] ?? err.message;
      throw new HttpError(err.statusCode, err.code, first, err.fields);
    }
    throw err;
  }
}
