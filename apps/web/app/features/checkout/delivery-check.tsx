import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import { DELIVERY_OPTION_LABELS } from '@shop/shared/delivery/options';
import type { PincodeCheck } from '@shop/shared/delivery/pincode-check';
import { PINCODE_PARAM } from '@shop/shared/delivery/pincode-param';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

/**
 * "Delivery by Tue, 2 Dec" before paying (ADR 055): a GET form whose PIN code the page's loader
 * answers (the product page, the cart), so it works without JavaScript; with it, React Router
 * reloads only the page's data. Express and same-day are listed when the PIN code has them.
 */
export function DeliveryCheck({ check }: { check: PincodeCheck | null }) {
  const error = check && 'error' in check ? check.error : undefined;
  return (
    <section
      aria-label="Delivery date"
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <Form method="get" preventScrollReset aria-label="Check delivery date">
        <TextField
          label="Check the delivery date for your PIN code"
          name={PINCODE_PARAM}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="e.g. 400093"
          defaultValue={check?.pincode ?? ''}
          error={error}
          compact
          controlAside={
            <button type="submit" className={buttonClass('outline', 'md', 'shrink-0')}>
              Check
            </button>
          }
        />
      </Form>
      {check && 'quote' in check && <Answer check={check} />}
    </section>
  );
}

function Answer({ check }: { check: Extract<PincodeCheck, { quote: unknown }> }) {
  const { quote } = check;
  if (!quote.serviceable) {
    return (
      <p role="status" className="mt-3 font-medium text-red-700" data-testid="delivery-answer">
        Not serviceable: {quote.message}
      </p>
    );
  }
  const [standard, ...faster] = quote.options;
  return (
    <div role="status" className="mt-3 space-y-1 text-slate-700" data-testid="delivery-answer">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <Icon name="truck" className="h-4 w-4 shrink-0" />
        Delivery by {formatDeliveryDate(standard!.deliverBy!)} to {check.pincode}
      </p>
      {faster
        .filter((o) => o.deliverBy)
        .map((o) => (
          <p key={o.option}>
            {DELIVERY_OPTION_LABELS[o.option]}: by {formatDeliveryDate(o.deliverBy!)}
          </p>
        ))}
      <p>
        {check.cashOnDelivery ? 'Cash on Delivery available.' : 'Cash on Delivery not available.'}
      </p>
    </div>
  );
}
