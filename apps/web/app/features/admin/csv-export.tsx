import { addDays, indiaDate } from '@shop/shared/format/india-time';
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { adminApi } from './admin-api';
import { inputClass, labelClass } from './ui';

/** Download the orders of a date range as CSV (India days, both ends included). */
export function CsvExport() {
  // Today's date is only known in the browser; the server's HTML leaves the fields empty.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  useEffect(() => {
    const today = indiaDate(new Date());
    setFrom((f) => f || addDays(today, -29));
    setTo((t) => t || today);
  }, []);
  return (
    <section
      aria-labelledby="csv-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="csv-title" className="font-semibold text-slate-900">
        Export orders as CSV
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="csv-from" className={labelClass}>
            First day
          </label>
          <input
            id="csv-from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="csv-to" className={labelClass}>
            Last day
          </label>
          <input
            id="csv-to"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className={`${inputClass} mt-1`}
          />
        </div>
        <a
          href={adminApi.ordersCsvHref(from, to)}
          aria-disabled={!from || !to}
          download
          className={buttonClass('outline', 'md', 'h-10')}
        >
          Download CSV
        </a>
      </div>
    </section>
  );
}
