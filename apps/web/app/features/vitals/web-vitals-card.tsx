import type { TemplateVitals } from '@shop/shared/vitals/web-vitals';
import { VITALS_WINDOW_DAYS } from '@shop/shared/vitals/web-vitals';

/** Google's "good" limits at the 75th percentile (web.dev/articles/vitals). */
const GOOD = { lcpMs: 2500, inpMs: 200, cls: 0.1 } as const;

function Figure({ value, good, unit }: { value: number | null; good: number; unit: string }) {
  if (value === null) return <td className="px-3 py-2 text-slate-400">–</td>;
  return (
    <td className={`px-3 py-2 tabular-nums ${value <= good ? 'text-green-800' : 'text-red-700'}`}>
      {unit === 'ms' ? `${Math.round(value).toLocaleString('en-IN')} ms` : value.toFixed(2)}
    </td>
  );
}

/**
 * The back office's real-user Core Web Vitals (ADR 100): the 75th percentile of LCP, INP and CLS
 * per page template over the last 7 days, from sampled visits.
 */
export function WebVitalsCard({ vitals }: { vitals: TemplateVitals[] }) {
  return (
    <section
      aria-labelledby="web-vitals-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="web-vitals-title" className="font-semibold text-slate-900">
        Page speed for shoppers (75th percentile, last {VITALS_WINDOW_DAYS} days)
      </h2>
      {vitals.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No visits measured in this period yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Page template
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Visits
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  LCP
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  INP
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  CLS
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {vitals.map((row) => (
                <tr key={row.template}>
                  <th scope="row" className="px-3 py-2 font-normal text-slate-900">
                    {row.template.replace(/^routes\//, '')}
                  </th>
                  <td className="px-3 py-2 tabular-nums text-slate-700">{row.samples}</td>
                  <Figure value={row.lcpMs} good={GOOD.lcpMs} unit="ms" />
                  <Figure value={row.inpMs} good={GOOD.inpMs} unit="ms" />
                  <Figure value={row.cls} good={GOOD.cls} unit="" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">
        Green is within Google’s “good” limit (LCP 2.5 s, INP 200 ms, CLS 0.1).
      </p>
    </section>
  );
}
