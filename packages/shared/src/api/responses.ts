import type { ApiErrorBody } from '../errors/api-error';
import { describes } from '../validation/describes';
import { z } from '../validation/z';

/*
 * Response schemas shared by every part of the API (ADR 033). Server-only: the web app imports
 * the interfaces they describe, never these, so none of this reaches a browser bundle.
 */

/** The body of every 4xx/5xx answer from /api. */
export const apiErrorBodySchema = describes<ApiErrorBody>()(
  z
    .object({
      error: z.object({
        code: z.string().meta({ description: 'Stable, machine-readable: bad_request, not_found…' }),
        message: z.string().meta({ description: 'Readable text, ready to show as it is' }),
        fields: z
          .record(z.string(), z.string())
          .optional()
          .meta({ description: 'Field path → its first problem, e.g. { pincode: "…" }' }),
        requestId: z
          .string()
          .optional()
          .meta({ description: 'The request’s id, also in the x-request-id header: quote it' }),
      }),
    })
    .meta({ id: 'ApiError' }),
);

/** `{ ok: true }`: done, nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });

/** `{ ok: true, message }`: done, with the text to show. */
export const okMessageSchema = z.object({ ok: z.literal(true), message: z.string() });

/** One page of a list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
