import type { z } from 'zod';

/*
 * How the API checks what a request sends (ADR 033): the shared zod schema first, then no NUL
 * characters in any string it kept. One implementation, used by every route's validator
 * (lib/route-contracts.ts) and by parseInput for input a service checks itself.
 */

export const NUL_CHARACTER = 'Must not contain a NUL character';

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

/** Paths of the strings in a parsed value that hold U+0000, which PostgreSQL text cannot store. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [path.join('.') || '(request)'] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => nulPaths(v, [...path, k]));
}

export type CheckedInput<T> =
  { success: true; data: T } | { success: false; fields: Record<string, string> };

/**
 * Parses input (absent counts as {}) with a shared schema, naming every problem by field. A string
 * the schema accepts is still refused when it holds a NUL character: PostgreSQL refuses to store
 * one (a 500), SQLite would keep it, and no form has a reason to send it. Only what the schema
 * kept is checked, so its depth is the schema's, whatever the input's.
 */
export function checkInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): CheckedInput<z.infer<S>> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) return { success: false, fields: fieldErrors(result.error) };
  const nul = nulPaths(result.data);
  if (nul.length === 0) return { success: true, data: result.data };
  return { success: false, fields: Object.fromEntries(nul.map((p) => [p, NUL_CHARACTER])) };
}

/** The 400's message for a caller that is not a form: 'Invalid request — pincode: …; city: …'. */
export function invalidRequestMessage(fields: Record<string, string>): string {
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return `Invalid request — ${summary}`;
}
