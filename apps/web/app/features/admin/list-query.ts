import type { z } from '@shop/shared/validation/z';

/**
 * A back office list's query from the page's address (the loader's normalized `url`), checked by the list's API schema. Values
 * the schema refuses are told by field (said next to the filters) and the list is shown with
 * its defaults instead; `omit` names the page's own parameters (e.g. `saved`, `id`), which are
 * not part of the list's query.
 */
export function listQuery<S extends z.ZodType>(
  schema: S,
  url: URL,
  omit: readonly string[] = [],
): { query: z.output<S>; errors: Record<string, string> } {
  const params = Object.fromEntries(url.searchParams);
  for (const name of omit) delete params[name];
  const parsed = schema.safeParse(params);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'q')] ??= issue.message;
  return { query: schema.parse({}), errors };
}
