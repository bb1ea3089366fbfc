import { formatDeliveryDate } from '@shop/shared/delivery/calendar';
import type { DeliveryOption } from '@shop/shared/delivery/options';
import { INTL_LOCALE } from '@shop/shared/i18n/language';
import type { MessageKey } from '@shop/shared/i18n/catalogue';
import type { PincodeCheck } from '@shop/shared/delivery/pincode-check';
import { PINCODE_PARAM } from '@shop/shared/delivery/pincode-param';
import { Form } from 'react-router';
import { TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useLanguage, useT } from '~/lib/i18n/i18n';

// The options as the check names them (standard is its first line, the faster ones follow).
const OPTION_NAMES: Record<DeliveryOption, MessageKey> = {
  standard: 'delivery.option.standard',
  express: 'delivery.option.express',
  'same-day': 'delivery.option.sameDay',
};

/**
 * "Delivery by Tue, 2 Dec" before paying (ADR 055): a GET form whose PIN code the page's loader
 * answers (the product page, the cart), so it works without JavaScript; with it, React Router
 * reloads only the page's data. Express and same-day are listed when the PIN code has them.
 */
export function DeliveryCheck({ check }: { check: PincodeCheck | null }) {
  const t = useT();
  // The only refusal of a typed PIN code is its form (pincode-check.ts).
  const error = check && 'error' in check ? t('delivery.invalidPincode') : undefined;
  return (
    <section
      aria-label={t('delivery.section')}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
    >
      <Form method="get" preventScrollReset aria-label={t('delivery.form')}>
        <TextField
          label={t('delivery.label')}
          name={PINCODE_PARAM}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t('delivery.placeholder')}
          defaultValue={check?.pincode ?? ''}
          error={error}
          compact
          controlAside={
            <button type="submit" className={buttonClass('outline', 'md', 'shrink-0')}>
              {t('delivery.check')}
            </button>
          }
        />
      </Form>
      {check && 'quote' in check && <Answer check={check} />}
    </section>
  );
}

function Answer({ check }: { check: Extract<PincodeCheck, { quote: unknown }> }) {
  const t = useT();
  const locale = INTL_LOCALE[useLanguage()];
  const { quote } = check;
  if (!quote.serviceable) {
    return (
      <p role="status" className="mt-3 font-medium text-red-700" data-testid="delivery-answer">
        {t('delivery.notServiceableAt', { pincode: check.pincode })}
      </p>
    );
  }
  const [standard, ...faster] = quote.options;
  return (
    <div role="status" className="mt-3 space-y-1 text-slate-700" data-testid="delivery-answer">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <Icon name="truck" className="h-4 w-4 shrink-0" />
        {t('delivery.by', {
          date: formatDeliveryDate(standard!.deliverBy!, locale),
          pincode: check.pincode,
        })}
      </p>
      {faster
        .filter((o) => o.deliverBy)
        .map((o) => (
          <p key={o.option}>
            {t('delivery.fasterBy', {
              option: t(OPTION_NAMES[o.option]),
              date: formatDeliveryDate(o.deliverBy!, locale),
            })}
          </p>
        ))}
      <p>{check.cashOnDelivery ? t('delivery.cod') : t('delivery.noCod')}</p>
    </div>
  );
}
