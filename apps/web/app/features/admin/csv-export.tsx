import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';

/**
 * Download the orders of a date range as CSV (India days, both ends included): a plain GET form
 * to the API's file, so the browser downloads it with or without JavaScript.
 */
export function CsvExport({ from, to }: { from: string; to: string }) {
  return (
    <section
      aria-labelledby="csv-title"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="csv-title" className="font-semibold text-slate-900">
        Export orders as CSV
      </h2>
      <Form
        method="get"
        action="/api/admin/orders.csv"
        reloadDocument
        aria-labelledby="csv-title"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <TextField label="First day" name="from" type="date" required defaultValue={from} />
        <TextField label="Last day" name="to" type="date" required defaultValue={to} />
        <button type="submit" className={buttonClass('outline', 'md', 'h-11')}>
          Download CSV
        </button>
      </Form>
    </section>
  );
}
