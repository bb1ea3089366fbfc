import type { SubmissionResult } from '@conform-to/react';
import type { ShipQueueItem } from '@shop/shared/admin/dispatch';
import {
  ewayBillLine,
  ewayRecordFormSchema,
  type EwayBillView,
} from '@shop/shared/eway-bills/record';
import { Form, useSearchParams } from 'react-router';
import { SelectField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';

/*
 * E-way bills in the back office (ADR 097): "E-way bill needed" and why wherever an order is
 * about to move, the Part A download (a plain form: the answer is a file), and the form that
 * records the number.
 */

/** Where the Part A file is made: a resource route whose answer is the JSON file. */
export const EWAY_JSON_ACTION = '/admin/ship/eway-bill-json';
const JSON_FORM_ID = 'eway-bill-json';

/** The flag and the reason, with what was recorded, for a queue row or the order page. */
export function EwayBillNote({ view }: { view: EwayBillView | null | undefined }) {
  if (!view?.needed) return null;
  const line = ewayBillLine(view.record);
  return (
    <div className="mt-2 max-w-xs text-xs">
      <p className="font-semibold text-amber-800">E-way bill needed</p>
      <p className="text-slate-600">{view.reason}</p>
      <p className={line ? 'text-slate-700' : 'text-red-700'}>{line ?? 'Not recorded yet.'}</p>
      {view.expiresBeforeDelivery && (
        <p className="font-semibold text-red-700">
          Expires before the promised delivery date: extend it on the portal.
        </p>
      )}
    </div>
  );
}

/** A button that downloads one order's Part A (it submits the form below by its id). */
export function EwayJsonButton({ orderId }: { orderId: string }) {
  return (
    <button
      type="submit"
      form={JSON_FORM_ID}
      name="ids"
      value={orderId}
      className={buttonClass('outline', 'sm', 'mt-1')}
    >
      {`Download e-way bill JSON for ${orderId}`}
    </button>
  );
}

/**
 * The Part A download for the orders on this page that need an e-way bill: one file for all, or
 * one order's through its row's button. A plain form (not React Router's): the answer is a file
 * the browser saves, with JavaScript or without. A refused download comes back as
 * `?ewayRefused=ORD…` and is explained here from the orders' own reasons.
 */
export function EwayJsonForm({ items }: { items: ShipQueueItem[] }) {
  const [params] = useSearchParams();
  const needed = items.filter((i) => i.ewayBill?.needed);
  const refused = (params.get('ewayRefused') ?? '').split(',').filter(Boolean);
  const reasons = refused.map(
    (id) =>
      `${id}: ${items.find((i) => i.orderId === id)?.ewayBill?.reason ?? 'not ready to ship.'}`,
  );
  return (
    <div className="mb-4">
      {reasons.length > 0 && (
        <Notice kind="error" className="mb-3">
          <p>No e-way bill file was made:</p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Notice>
      )}
      <form id={JSON_FORM_ID} method="post" action={EWAY_JSON_ACTION}>
        {needed.length > 0 && (
          <>
            <button
              type="submit"
              name="ids"
              value={needed.map((i) => i.orderId).join(',')}
              className={buttonClass('outline', 'md')}
            >
              Download e-way bill JSON
            </button>
            <span className="ml-3 text-sm text-slate-600">
              {`Part A for the portal's bulk upload: ${needed.length} ${needed.length === 1 ? 'order needs' : 'orders need'} an e-way bill.`}
            </span>
          </>
        )}
      </form>
    </div>
  );
}

type Answer = SubmissionResult<string[]> | undefined;

/** The staff order page's e-way bill: why one is needed, what was recorded, and the form. */
export function EwayBillPanel({
  view,
  answer,
  saved,
  refused,
}: {
  view: EwayBillView;
  answer: Answer;
  saved: boolean;
  /** A Part A download was refused: the order is not ready to ship nor on its way. */
  refused: boolean;
}) {
  const { formProps, error, field } = useShopForm(ewayRecordFormSchema, answer);
  const busy = useSubmitting({ intent: 'eway-bill' });
  const line = ewayBillLine(view.record);
  const mode = field('mode');
  return (
    <section aria-labelledby="eway-bill" className="mt-8 space-y-3">
      <h2 id="eway-bill" className="font-semibold text-slate-900">
        E-way bill
      </h2>
      <p className={view.needed ? 'text-sm font-medium text-amber-800' : 'text-sm text-slate-600'}>
        {view.reason}
      </p>
      {line && <p className="text-sm">{line}</p>}
      {view.expiresBeforeDelivery && (
        <Notice kind="error">
          The e-way bill expires before the promised delivery date: extend it on the portal and
          record the new validity.
        </Notice>
      )}
      {saved && <Notice kind="success">E-way bill saved.</Notice>}
      {refused && (
        <Notice kind="error">
          No e-way bill file was made: only an order that needs one and is ready to ship (paid, or
          Cash on Delivery confirmed) or on its way has Part A.
        </Notice>
      )}
      {view.needed && (
        <form method="post" action={EWAY_JSON_ACTION}>
          <input type="hidden" name="ids" value={view.orderId} />
          <input type="hidden" name="back" value="order" />
          <button type="submit" className={buttonClass('outline', 'md')}>
            Download e-way bill JSON
          </button>
        </form>
      )}
      <Form method="post" {...formProps} className="space-y-4" aria-label="Record the e-way bill">
        <SelectField
          label="E-way bill"
          name={mode.name}
          defaultValue={mode.defaultValue ?? view.record?.mode ?? 'number'}
          error={mode.error}
        >
          <option value="number">We generated it: its number</option>
          <option value="courier">The courier generates it</option>
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="E-way bill number (12 digits)"
            {...field('ewayBillNumber')}
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
          />
          <TextField label="Generated on" type="date" {...field('generatedOn')} />
          <TextField label="Valid until" type="date" {...field('validUntil')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Courier's transporter id (GSTIN or TRANSIN)"
            {...field('transporterId')}
            maxLength={15}
            autoComplete="off"
            spellCheck={false}
          />
          <TextField label="Courier's name" {...field('transporterName')} maxLength={100} />
        </div>
        {error && <Notice kind="error">{error}</Notice>}
        <button
          type="submit"
          name="intent"
          value="eway-bill"
          disabled={busy}
          className={buttonClass('primary', 'md')}
        >
          Save e-way bill
        </button>
      </Form>
    </section>
  );
}
