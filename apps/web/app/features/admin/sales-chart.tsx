import type { DailySales } from '@shop/shared/admin/dashboard';
import { formatCalendarDate } from '@shop/shared/format/india-time';
import { formatPaise, formatRupees } from '@shop/shared/format/money';
import type { ComponentProps } from 'react';
import { Bar, Path, VictoryAxis, VictoryBar, VictoryChart, VictoryLine } from 'victory';

const BRAND = '#1d4ed8';
const axisStyle = (fontSize: number) => ({
  tickLabels: { fontSize, fill: '#475569' },
  axis: { stroke: '#cbd5e1' },
  grid: { stroke: '#e2e8f0' },
});

/**
 * The chart's two sizes. An SVG scales with its box, so one drawn 720 wide for a desktop would
 * have 4 px labels on a phone: phones get one drawn for their width, with larger labels and a
 * tick every 10 days (CSS shows one or the other; both are in the server's HTML).
 */
const SIZES = {
  phone: {
    name: 'phone',
    width: 360,
    height: 200,
    fontSize: 13,
    tickEvery: 10,
    className: 'grid gap-2 sm:hidden',
  },
  wide: {
    name: 'wide',
    width: 720,
    height: 220,
    fontSize: 11,
    tickEvery: 5,
    className: 'hidden gap-2 sm:grid',
  },
} as const;

/**
 * A bar's outline without the `index` Victory hands every data component: React would write it
 * as an attribute, which an SVG path may not have (the W3C validator refuses the page).
 */
function BarPath({ index: _index, ...props }: ComponentProps<typeof Path> & { index?: number }) {
  return <Path {...props} />;
}

/** Rupees in short Indian form for an axis: ₹950, ₹12K, ₹1.2L. */
function shortRupees(rupees: number): string {
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toFixed(1).replace(/\.0$/, '')}L`;
  if (rupees >= 1_000) return `₹${Math.round(rupees / 1_000)}K`;
  return formatRupees(rupees);
}

/** Revenue (bars) and orders (line) per day, drawn at one size. */
function Charts({
  daily,
  size,
}: {
  daily: DailySales[];
  size: (typeof SIZES)[keyof typeof SIZES];
}) {
  // x is the day's position (a number: Victory spaces numbers evenly); labels name the day.
  const data = daily.map((d, i) => ({ ...d, day: i, rupees: d.revenuePaise / 100 }));
  const ticks = data
    .filter((d) => (data.length - 1 - d.day) % size.tickEvery === 0)
    .map((d) => d.day);
  const dayLabel = (i: number) => String(Number(daily[i]?.date.slice(8) ?? ''));
  const style = axisStyle(size.fontSize);
  const padding = { top: 10, bottom: 30, left: size.fontSize * 5, right: 10 };
  return (
    <div aria-hidden="true" className={`mt-3 ${size.className}`}>
      <p className="text-xs font-medium text-slate-500">Revenue per day</p>
      <VictoryChart
        width={size.width}
        height={size.height}
        domainPadding={{ x: 12 }}
        padding={padding}
      >
        {/* Victory makes the tick labels' ids from the axis name: one name per axis in the page. */}
        <VictoryAxis
          name={`${size.name}-revenue-days`}
          tickValues={ticks}
          tickFormat={dayLabel}
          style={style}
        />
        <VictoryAxis
          name={`${size.name}-revenue-rupees`}
          dependentAxis
          tickFormat={shortRupees}
          style={style}
        />
        <VictoryBar
          dataComponent={<Bar pathComponent={<BarPath />} />}
          data={data}
          x="day"
          y="rupees"
          style={{ data: { fill: BRAND } }}
          barRatio={0.7}
        />
      </VictoryChart>
      <p className="text-xs font-medium text-slate-500">Orders per day</p>
      <VictoryChart
        width={size.width}
        height={size.height * 0.7}
        domainPadding={{ x: 12 }}
        padding={padding}
      >
        <VictoryAxis
          name={`${size.name}-orders-days`}
          tickValues={ticks}
          tickFormat={dayLabel}
          style={style}
        />
        <VictoryAxis
          name={`${size.name}-orders-count`}
          dependentAxis
          tickFormat={(n: number) => (Number.isInteger(n) ? String(n) : '')}
          style={style}
        />
        <VictoryLine
          data={data}
          x="day"
          y="orders"
          style={{ data: { stroke: '#0f766e', strokeWidth: 2 } }}
        />
      </VictoryChart>
    </div>
  );
}

/**
 * Daily revenue (bars) and orders (line) for the dashboard's last days, drawn as SVG by Victory
 * on the server (it needs no browser; the SVG scales with its box). The same figures are in a
 * table under it for screen readers and for reading exact values.
 */
export function SalesChart({ daily }: { daily: DailySales[] }) {
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
      <Charts daily={daily} size={SIZES.phone} />
      <Charts daily={daily} size={SIZES.wide} />
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
