import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import type { DeliveryQuote } from '@shop/shared/delivery/delivery-quote';
import type { DeliveryOption } from '@shop/shared/delivery/options';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import { formatRupees } from '@shop/shared/format/money';
import { deliveryCharge } from '@shop/shared/pricing/cart-totals';
import { useFieldIds } from '~/components/form/fields';
import { ErrorBox } from '~/components/ui/notice';
import { useErrorText } from '~/lib/i18n/error-text';
import { useLanguage, useT } from '~/lib/i18n/i18n';

/**
 * The delivery options of spec §9 for the checkout's delivery PIN code (ADR 055): each with the
 * date it arrives by and its charge, or why it is not offered (express to the North-East,
 * same-day outside Mumbai or after 12 PM IST). Part of the Payment step's form; the server
 * prices and dates the choice again when the order is placed.
 */
export function DeliveryOptions({
  quote,
  subtotal,
  chosen,
  error,
}: {
  quote: DeliveryQuote;
  /** The cart's subtotal in rupees (standard shipping is free above ₹5,000). */
  subtotal: number;
  chosen: DeliveryOption | undefined;
  error: string | undefined;
}) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  const errorText = useErrorText();
  const { errorId, aria } = useFieldIds(error);
  if (!quote.serviceable) return <ErrorBox className="mb-6">{errorText(quote.message)}</ErrorBox>;
  const open = quote.options.filter((o) => o.deliverBy);
  const picked = open.find((o) => o.option === chosen)?.option ?? open[0]?.option;
  return (
    <fieldset className="mb-6" {...aria}>
      <legend className="text-sm font-medium text-slate-800">
        {t('checkout.deliveryTo', { pincode: quote.pincode })}
      </legend>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {quote.options.map((o) => {
          const charge = deliveryCharge(o.option, subtotal);
          return (
            <label
              key={o.option}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="deliveryOption"
                value={o.option}
                disabled={!o.deliverBy}
                defaultChecked={o.option === picked}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">
                  {t(`checkout.delivery.${o.option}`)}
                </span>
                {o.deliverBy ? (
                  <>
                    <span className="block text-slate-700">
                      {t('checkout.deliveryBy', {
                        date: formatDeliveryDate(o.deliverBy, locale),
                      })}
                    </span>
                    <span className="block text-slate-600">
                      {charge === 0
                        ? t('checkout.free')
                        : t('checkout.plusGst', { amount: formatRupees(charge) })}
                    </span>
                  </>
                ) : (
                  <span className="block text-slate-600">{errorText(o.refusal ?? undefined)}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
