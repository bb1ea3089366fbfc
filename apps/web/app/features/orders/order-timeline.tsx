import type { OrderEvent } from '@shop/shared/orders/order';
import { Icon } from '~/components/ui/icon';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { RichText, useT } from '~/lib/i18n/i18n';

/**
 * The status history, oldest first, with the courier and tracking number once shipped. An event
 * that keeps the status (a payment noted on a Placed order) shows as an update, not a repeat.
 */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const t = useT();
  return (
    <ol className="relative space-y-5" aria-label={t('order.timeline.label')}>
      {events.map((event, i) => {
        const cancelled = event.status === 'Cancelled';
        const last = i === events.length - 1;
        const update = i > 0 && events[i - 1]!.status === event.status;
        return (
          <li key={`${event.status}-${event.at}`} className="relative flex gap-3">
            {!last && (
              <span
                aria-hidden="true"
                className="absolute top-8 bottom-[-1.25rem] left-[0.9375rem] w-px bg-slate-300"
              />
            )}
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full ${
                update
                  ? 'bg-slate-200 text-slate-700'
                  : cancelled
                    ? 'bg-red-600 text-white'
                    : 'bg-emerald-600 text-white'
              }`}
            >
              {update ? (
                <Icon name="info" className="h-4 w-4" />
              ) : cancelled ? (
                <Icon name="circle-x" className="h-4 w-4" />
              ) : (
                <Icon name="check" className="h-4 w-4" />
              )}
            </span>
            <div className="min-w-0 pt-1 text-sm">
              {update ? (
                <p className="font-semibold text-slate-900">{t('order.timeline.update')}</p>
              ) : (
                <p className="font-semibold text-slate-900" data-testid="timeline-status">
                  {t(`order.status.${event.status}`)}
                </p>
              )}
              <p className="text-slate-600">
                <time dateTime={event.at}>{formatIndiaDateTime(event.at)}</time>
              </p>
              {event.note && <p className="mt-1 text-slate-700">{event.note}</p>}
              {(event.carrier || event.trackingNumber) && (
                <p className="mt-1 text-slate-700">
                  {event.carrier && (
                    <RichText
                      id="order.timeline.courier"
                      values={{ carrier: event.carrier }}
                      components={[<span key="carrier" className="font-medium" />]}
                    />
                  )}
                  {event.carrier && event.trackingNumber && ' · '}
                  {event.trackingNumber && (
                    <RichText
                      id="order.timeline.trackingNumber"
                      values={{ number: event.trackingNumber }}
                      components={[<span key="number" className="font-mono font-medium" />]}
                    />
                  )}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
