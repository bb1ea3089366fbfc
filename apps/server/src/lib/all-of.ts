/**
 * `Promise.all` over named promises: the answers under the same names, so a list of queries run
 * together is not written twice (once to start them, once to take their answers apart).
 */
export async function allOf<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(promises);
  const values = await Promise.all(Object.values(promises));
  // The answers in the order of their names, each the type its promise named.
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}
