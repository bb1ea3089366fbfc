import { QUOTE_PAYMENTS, type QuotePayment } from '@shop/shared/quotes/inputs';
import { Form } from 'react-router';
import { useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import { useT } from '~/lib/i18n/i18n';

const PAYMENT_LABELS: Record<QuotePayment, { label: MessageKey; hint: MessageKey }> = {
  online: { label: 'quote.payOnline', hint: 'quote.payOnlineHint' },
  bank_transfer: { label: 'quote.bankTransfer', hint: 'quote.bankTransferHint' },
};

/**
 * Accept a sent quote and say how the order will be paid. Radios, so it works before the page's
 * script; the server decides what each choice allows (ADR 106).
 */
export function AcceptQuoteForm({
  version,
  payment,
  action,
}: {
  version: number;
  /** The quotation's page in the page's language, which the form posts to. */
  action: string;
  /** The choice posted last (shown again after a refusal), else online. */
  payment: { defaultValue?: string; error?: string };
}) {
  const t = useT();
  const busy = useSubmitting({ intent: 'accept' });
  const chosen = payment.defaultValue === 'bank_transfer' ? 'bank_transfer' : 'online';
  return (
    <Form method="post" action={action} aria-label={t('quote.accept')} className="w-full">
      <input type="hidden" name="version" value={version} />
      <fieldset aria-describedby={payment.error ? 'quote-payment-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('quote.howPay')}</legend>
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
                  {t(PAYMENT_LABELS[p].label)}
                </span>
                <span className="block text-sm text-slate-600">{t(PAYMENT_LABELS[p].hint)}</span>
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
        {busy ? t('quote.placing') : t('quote.acceptSubmit')}
      </button>
    </Form>
  );
}
