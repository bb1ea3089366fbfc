import type { ShipQueueItem } from '@shop/shared/admin/dispatch';
import { NDR_ANSWER_LABELS, TRACKING_LABELS } from '@shop/shared/shipping/tracking';

/**
 * What the courier last reported for a shipped order, and the customer's answer to a failed
 * delivery, in the shipped list (ADR 101).
 */
export function CourierState({ item }: { item: ShipQueueItem }) {
  const c = item.courier;
  if (!c) return null;
  return (
    <div className="mt-1 text-xs">
      {c.tracking && <div className="text-slate-700">{TRACKING_LABELS[c.tracking]}</div>}
      {c.failedReason && <div className="text-amber-800">{c.failedReason}</div>}
      {c.answer && (
        <div className="font-medium text-slate-900">
          {`Customer: ${NDR_ANSWER_LABELS[c.answer]}${c.answerDate ? ` (${c.answerDate})` : ''}${c.answerSent ? ', sent to the courier' : ', tell the courier'}`}
        </div>
      )}
      {c.tracking === 'delivery_failed' && !c.answer && (
        <div className="text-slate-600">Waiting for the customer&apos;s answer</div>
      )}
      {c.labelUrl && (
        <a href={c.labelUrl} className="text-brand-700 underline" rel="noreferrer">
          Courier&apos;s label
        </a>
      )}
    </div>
  );
}
