import type { SubmissionResult } from '@conform-to/react';
import { codPincodeChangeSchema } from '@shop/shared/payments/cod-confirmation';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { DataTable, EmptyList, Outcome, PageTitle, type Column } from './ui';

const ACTION = '/admin/cod-pincodes';

/**
 * /admin/cod-pincodes (ADR 102): the PIN codes where Cash on Delivery is switched off, beside the
 * fixed areas and the cap every shop has. Owners add and remove them (real forms, so the page
 * works without its script); other staff see the list.
 */
export function CodPincodesView({
  pincodes,
  canChange,
  saved,
  lastResult,
}: {
  pincodes: string[];
  canChange: boolean;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const columns: Column<string>[] = [
    { header: 'PIN code', cell: (p) => <span className="font-medium text-slate-900">{p}</span> },
  ];
  if (canChange) columns.push({ header: '', cell: (p) => <SwitchBackOnForm pincode={p} /> });
  return (
    <>
      <PageTitle title="Cash on Delivery by PIN code" />
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        Shoppers delivering to these PIN codes are not offered Cash on Delivery at checkout; they
        pay online. Use it where couriers often bring Cash on Delivery parcels back.
      </p>
      <AddPincodeForm canChange={canChange} saved={saved} lastResult={lastResult} />
      <div className="mt-4">
        {pincodes.length === 0 ? (
          <EmptyList>Cash on Delivery is offered at every PIN code the couriers serve.</EmptyList>
        ) : (
          <DataTable
            label="PIN codes without Cash on Delivery"
            columns={columns}
            rows={pincodes}
            rowKey={(p) => p}
          />
        )}
      </div>
    </>
  );
}

function AddPincodeForm({
  canChange,
  saved,
  lastResult,
}: {
  canChange: boolean;
  saved: string | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(codPincodeChangeSchema, lastResult);
  const adding = useSubmitting({ action: ACTION, intent: 'off' });
  if (!canChange) return <Outcome saved={saved} />;
  return (
    <Form
      method="post"
      action={ACTION}
      {...formProps}
      aria-label="Switch Cash on Delivery off"
      className="mt-4 flex flex-wrap items-end gap-3"
    >
      <Outcome saved={saved} error={error} />
      <TextField
        label="Switch Cash on Delivery off for PIN code"
        inputMode="numeric"
        autoComplete="off"
        className="w-full sm:w-72"
        {...field('pincode')}
      />
      <input type="hidden" name="cod" value="off" />
      <button
        type="submit"
        name="intent"
        value="off"
        className={buttonClass('primary', 'md')}
        disabled={adding}
      >
        {adding ? 'Switching off…' : 'Switch off'}
      </button>
    </Form>
  );
}

/** Back on: one PIN code's own form, posting to the page's action. */
function SwitchBackOnForm({ pincode }: { pincode: string }) {
  const busy = useSubmitting({ action: ACTION, intent: pincode });
  return (
    <Form method="post" action={ACTION}>
      <input type="hidden" name="pincode" value={pincode} />
      <input type="hidden" name="cod" value="on" />
      <button
        type="submit"
        name="intent"
        value={pincode}
        className={buttonClass('outline', 'sm')}
        disabled={busy}
        aria-label={`Offer Cash on Delivery again at ${pincode}`}
      >
        {busy ? 'Switching on…' : 'Offer again'}
      </button>
    </Form>
  );
}
