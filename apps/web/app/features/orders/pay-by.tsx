import { PAYMENT_WINDOW_MINUTES } from '@shop/shared/orders/payment-window';
import { Icon } from '~/components/ui/icon';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import { RichText } from '~/lib/i18n/i18n';

/** How long an unpaid order waits for its payment (ADR 022); nothing once it is paid. */
export function PayBy({
  payBy,
  detailed = false,
  className = '',
}: {
  payBy: string | null;
  detailed?: boolean;
  className?: string;
}) {
  if (!payBy) return null;
  return (
    <p
      className={`flex items-start gap-1.5 text-sm text-amber-800 ${className}`}
      data-testid="pay-by"
    >
      <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <RichText
          id={detailed ? 'order.pay.payByDetailed' : 'order.pay.payBy'}
          values={{ time: formatIndiaDateTime(payBy), minutes: PAYMENT_WINDOW_MINUTES }}
          components={[<time key="time" dateTime={payBy} />]}
        />
      </span>
    </p>
  );
}
