import type { DailySales } from '@shop/shared/admin/dashboard';
import { formatCalendarDate } from '@shop/shared/format/india-time';
import { formatPaise, formatRupees } from '@shop/shared/format/money';
import { VictoryAxis, VictoryBar, VictoryChart, VictoryLine } from 'victory';

const WIDTH = 720;
const HEIGHT = 220;
const BRAND = '#1d4ed8';
const axisStyle = {
  tickLabels: { fontSize: 11, fill: '#475569' },
  axis: { stroke: '#cbd5e1' },
  grid: { stroke: '#e2e8f0' },
};

/** Rupees in short Indian form for an axis: ₹950, ₹12K, ₹1.2L. */
function shortRupees(rupees: number): string {
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toFixed(1).replace(/\.0$/, '')}L`;
  if (rupees >= 1_000) return `₹${Math.round(rupees / 1_000)}K`;
  return formatRupees(rupees);
}

/**
 * Daily revenue (bars) and orders (line) for the dashboard's last days, drawn as SVG by Victory
 * on the server (it needs no browser; the SVG scales with its box). The same figures are in a
 * table under it for screen readers and for reading exact values.
 */
export function SalesChart({ daily }: { daily: DailySales[] }) {
  // x is the day's position (a number: Victory spaces numbers evenly); labels name the day.
  const data = daily.map((d, i) => ({ ...d, day: i, rupees: d.revenuePaise / 100 }));
  const ticks = data.filter((d) => (data.length - 1 - d.day) % 5 === 0).map((d) => d.day);
  const dayLabel = (i: number) => String(Number(daily[i]?.date.slice(8) ?? ''));
  const first = daily[0]?.date ?? '';
  const last = daily.at(-1)?.date ?? '';
  const summary = `Revenue and orders per day from ${formatCalendarDate(first)} to ${formatCalendarDate(last)}`;
  return (
    <section
      aria-labelledby="sales-chart"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="sales-chart" className="font-semibold text-slate-900">
        Daily revenue and orders, last {daily.length} days
      </h2>
      <div aria-hidden="true" className="mt-3 grid gap-2">
        <p className="text-xs font-medium text-slate-500">Revenue per day</p>
        <VictoryChart
          width={WIDTH}
          height={HEIGHT}
          domainPadding={{ x: 12 }}
          padding={{ top: 10, bottom: 30, left: 60, right: 10 }}
        >
          <VictoryAxis tickValues={ticks} tickFormat={dayLabel} style={axisStyle} />
          <VictoryAxis dependentAxis tickFormat={shortRupees} style={axisStyle} />
          <VictoryBar
            data={data}
            x="day"
            y="rupees"
            style={{ data: { fill: BRAND } }}
            barRatio={0.7}
          />
        </VictoryChart>
        <p className="text-xs font-medium text-slate-500">Orders per day</p>
        <VictoryChart
          width={WIDTH}
          height={HEIGHT * 0.7}
          domainPadding={{ x: 12 }}
          padding={{ top: 10, bottom: 30, left: 60, right: 10 }}
        >
          <VictoryAxis tickValues={ticks} tickFormat={dayLabel} style={axisStyle} />
          <VictoryAxis
            dependentAxis
            tickFormat={(n: number) => (Number.isInteger(n) ? String(n) : '')}
            style={axisStyle}
          />
          <VictoryLine
            data={data}
            x="day"
            y="orders"
            style={{ data: { stroke: '#0f766e', strokeWidth: 2 } }}
          />
        </VictoryChart>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand-700">Figures per day</summary>
        <table className="mt-2 w-full text-left" aria-label={summary}>
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th className="py-1 pr-3">Day</th>
              <th className="py-1 pr-3">Orders</th>
              <th className="py-1">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date} className="border-t border-slate-100">
                <td className="py-1 pr-3">{formatCalendarDate(d.date)}</td>
                <td className="py-1 pr-3">{d.orders}</td>
                <td className="py-1">{formatPaise(d.revenuePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
