import { QUOTE_PAYMENTS, type QuotePayment } from '@shop/shared/quotes/inputs';
import { Form } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';

const PAYMENT_LABELS: Record<QuotePayment, { label: string; hint: string }> = {
  online: { label: 'Pay online', hint: 'UPI, card, net banking' },
  bank_transfer: { label: 'Bank transfer', hint: 'NEFT, RTGS, IMPS' },
};

/**
 * Accept a sent quote and say how the order will be paid. Radios, so it works before the page's
 * script; the server decides what each choice allows (ADR 106).
 */
export function AcceptQuoteForm({
  version,
  payment,
}: {
  version: number;
  /** The choice posted last (shown again after a refusal), else online. */
  payment: { defaultValue?: string; error?: string };
}) {
  const busy = useSubmitting({ intent: 'accept' });
  const chosen = payment.defaultValue === 'bank_transfer' ? 'bank_transfer' : 'online';
  return (
    <Form method="post" aria-label="Accept quotation" className="w-full">
      <input type="hidden" name="version" value={version} />
      <fieldset aria-describedby={payment.error ? 'quote-payment-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">How you will pay</legend>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {QUOTE_PAYMENTS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="payment"
                value={p}
                defaultChecked={chosen === p}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {PAYMENT_LABELS[p].label}
                </span>
                <span className="block text-sm text-slate-600">{PAYMENT_LABELS[p].hint}</span>
              </span>
            </label>
          ))}
        </div>
        {payment.error && (
          <p id="quote-payment-error" className="mt-2 text-sm font-medium text-red-700">
            {payment.error}
          </p>
        )}
      </fieldset>
      <button
        type="submit"
        name="intent"
        value="accept"
        className={`${buttonClass('primary', 'lg')} mt-4`}
        disabled={busy}
      >
        {busy ? 'Placing your order…' : 'Accept and place order'}
      </button>
    </Form>
  );
}
