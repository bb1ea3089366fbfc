import type { OrderTracking } from '@shop/shared/orders/order';
import { CourierEvents } from './courier-events';
import { SHOP } from '@shop/shared/shop/identity';
import { useEffect, useRef } from 'react';
import type { SubmissionResult } from '@conform-to/react';
import { trackOrderSchema } from '@shop/shared/orders/track-order';
import { Form, useNavigation } from 'react-router';
import { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { OrderTimeline } from '~/features/orders/order-timeline';
import { StatusBadge } from '~/features/orders/status-badge';
import { RichText, useT } from '~/lib/i18n/i18n';

/** The order found: its tracking, and the fields as typed to show again. */
export interface TrackOrderFound {
  tracking: OrderTracking;
  values: { orderId: string; contact: string };
}

/** The action's response: the order found, or Conform's response for a form refused. */
export type TrackOrderResult = TrackOrderFound | SubmissionResult<string[]> | undefined;

const inputClass =
  'mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600';

/**
 * Order ID and email/phone with a Track Order button; the answer is the order's status timeline
 * with the courier and tracking number once shipped, or the reason it was not found.
 */
export function TrackOrderForm({ result }: { result: TrackOrderResult }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const statusRef = useRef<HTMLDivElement>(null);
  const found = result && 'tracking' in result ? result : undefined;
  // Whatever is not an order found is Conform's response (the union's other member).
  const refused = found ? undefined : (result as SubmissionResult<string[]> | undefined);
  const { formProps, error, field } = useShopForm(trackOrderSchema, refused);
  const message = error;
  useEffect(() => {
    if (message || found) statusRef.current?.focus();
  }, [message, found]);
  const err = { orderId: field('orderId').error, contact: field('contact').error };
  const values = found?.values ?? {
    orderId: field('orderId').defaultValue,
    contact: field('contact').defaultValue,
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <Form method="post" className="space-y-5" {...formProps}>
        <div>
          <label htmlFor="orderId" className="block font-semibold text-slate-900">
            {t('trackOrder.orderId')}
          </label>
          <input
            id="orderId"
            name="orderId"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={t('trackOrder.orderIdPlaceholder')}
            defaultValue={values.orderId}
            aria-invalid={err.orderId ? true : undefined}
            aria-describedby={err.orderId ? 'orderId-error' : 'orderId-hint'}
            className={inputClass}
          />
          {err.orderId ? (
            <p id="orderId-error" className="mt-1.5 text-sm text-red-700">
              {err.orderId}
            </p>
          ) : (
            <p id="orderId-hint" className="mt-1.5 text-sm text-slate-600">
              {t('trackOrder.orderIdHint')}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="contact" className="block font-semibold text-slate-900">
            {t('trackOrder.contact')}
          </label>
          <input
            id="contact"
            name="contact"
            required
            autoComplete="email"
            placeholder={t('trackOrder.contactPlaceholder')}
            defaultValue={values.contact}
            aria-invalid={err.contact ? true : undefined}
            aria-describedby={err.contact ? 'contact-error' : undefined}
            className={inputClass}
          />
          {err.contact && (
            <p id="contact-error" className="mt-1.5 text-sm text-red-700">
              {err.contact}
            </p>
          )}
        </div>
        <button
          type="submit"
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
          disabled={busy}
        >
          <Icon name="search" className="h-5 w-5" />
          {busy ? t('trackOrder.tracking') : t('trackOrder.submit')}
        </button>
      </Form>
      <div ref={statusRef} tabIndex={-1} role="status" className="outline-none">
        {message && (
          <div className="mt-6 flex gap-3 rounded-xl border-l-4 border-red-600 bg-red-50 p-4">
            <Icon
              name="circle-exclamation-point"
              className="mt-0.5 h-5 w-5 shrink-0 text-red-700"
            />
            <p className="leading-7 text-red-900">{message}</p>
          </div>
        )}
        {found && <TrackingResult tracking={found.tracking} />}
      </div>
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm leading-6 text-slate-600">
        <RichText
          id="trackOrder.help"
          values={{ phone: SHOP.phone, hours: SHOP.hours.label, email: SHOP.email }}
          components={[
            <a
              key="phone"
              href={`tel:+${SHOP.phoneDigits}`}
              className="font-semibold text-brand-700 underline"
            />,
            <a
              key="email"
              href={`mailto:${SHOP.email}`}
              className="font-semibold text-brand-700 underline"
            />,
          ]}
        />
      </p>
    </div>
  );
}

function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const t = useT();
  return (
    <section
      aria-label={t('trackOrder.resultLabel', { orderId: tracking.orderId })}
      className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-5"
      data-testid="tracking-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-mono text-lg font-semibold break-all text-slate-900">
            {tracking.orderId}
          </h2>
          <p className="text-sm text-slate-600">
            {t('trackOrder.placed', {
              date: formatIndiaDateTime(tracking.placedAt),
              count: tracking.totalItems,
            })}
          </p>
        </div>
        <StatusBadge status={tracking.status} />
      </div>
      {tracking.shipment && (
        <p className="mt-4 flex gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
          <Icon name="truck" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <RichText
              id="trackOrder.courier"
              values={{
                carrier: tracking.shipment.carrier,
                trackingNumber: tracking.shipment.trackingNumber,
              }}
              components={[
                <strong key="carrier" />,
                <strong key="tracking" className="font-mono" />,
              ]}
            />
          </span>
        </p>
      )}
      <div className="mt-5">
        {tracking.shipment && <CourierEvents shipment={tracking.shipment} />}
        <OrderTimeline events={tracking.timeline} />
      </div>
    </section>
  );
}
