/** The named text fields of a submitted form, each '' when absent. */
export function formValues<K extends string>(
  data: FormData,
  names: readonly K[],
): Record<K, string> {
  // Object.fromEntries answers { [k: string]: … }; there is one entry for each of `names`.
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    K,
    string
  >;
}
