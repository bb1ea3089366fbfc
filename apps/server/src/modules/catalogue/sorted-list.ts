/** Where `item` belongs in `list` (sorted by `compare`): the first index not before it. */
function position<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Puts `item` into `list`, kept sorted by `compare` (a total order). */
export function insertSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): void {
  list.splice(position(list, item, compare), 0, item);
}

/** Takes `item` (the same object) out of `list`, kept sorted by `compare`; false when absent. */
export function removeSorted<T>(list: T[], item: T, compare: (a: T, b: T) => number): boolean {
  const at = position(list, item, compare);
  if (list[at] !== item) return false;
  list.splice(at, 1);
  return true;
}

/**
 * Sorts `list` in place by `compare`, as `Array.prototype.sort` would (stably), in steps of
 * about `step` elements with `pause()` awaited between them, so that sorting 100,000 products
 * never holds the event loop for long: runs of `step` are sorted, then merged pairwise.
 */
export async function sortInSteps<T>(
  list: T[],
  compare: (a: T, b: T) => number,
  pause: () => Promise<void>,
  step = 8_192,
): Promise<void> {
  const n = list.length;
  for (let start = 0; start < n; start += step) {
    const run = list.slice(start, start + step).sort(compare);
    for (let i = 0; i < run.length; i++) list[start + i] = run[i]!;
    await pause();
  }
  let from = list;
  let to = new Array<T>(n);
  for (let width = step; width < n; width *= 2) {
    let merged = 0;
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      let i = low;
      let j = middle;
      let k = low;
      while (i < middle && j < high)
        to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
      while (i < middle) to[k++] = from[i++]!;
      while (j < high) to[k++] = from[j++]!;
      merged += high - low;
      if (merged >= step) {
        merged = 0;
        await pause();
      }
    }
    [from, to] = [to, from];
  }
  if (from !== list) for (let i = 0; i < n; i++) list[i] = from[i]!;
}
