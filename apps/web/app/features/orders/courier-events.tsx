import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import type { Shipment } from '@shop/shared/orders/order';
import { useT } from '~/lib/i18n/i18n';

/** The courier's scans of a shipped order, newest first, as the courier reported them (ADR 101). */
export function CourierEvents({ shipment }: { shipment: Shipment }) {
  const t = useT();
  const events = shipment.events ?? [];
  if (events.length === 0) return null;
  return (
    <section aria-label={t('order.courierEvents.label')} className="mb-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">
        {t('order.courierEvents.heading')}
      </h3>
      <ol className="space-y-2 text-sm">
        {events.map((e) => (
          <li key={`${e.kind}-${e.at}`} className="border-l-2 border-blue-200 pl-3">
            <span className="font-medium text-slate-900">
              {t(`order.courierEvents.kind.${e.kind}`)}
            </span>
            <span className="block text-slate-600">
              {[e.activity, e.location].filter(Boolean).join(' · ')}
            </span>
            <time dateTime={e.at} className="block text-xs text-slate-500">
              {formatIndiaDateTime(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
