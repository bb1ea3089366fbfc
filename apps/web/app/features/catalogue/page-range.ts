/**
 * Page numbers to show: the first, the last and two either side of the current one, with
 * 'gap' where pages are skipped. 1 … 4 5 [6] 7 8 … 20
 */
export function pageRange(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
