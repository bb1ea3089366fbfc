import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { VerificationPendingNotice } from './verification-pending-notice';

/**
 * 'Pay now' for an order that is still Pending (a dismissed or failed payment, ADR 016–018).
 * The payment modules are loaded at click time, so pages showing this button do not carry
 * them in their first-load JavaScript. After the attempt (paid or not) the page's loaders are
 * revalidated so the order's payment status is fresh. A payment Razorpay took but the shop could
 * not confirm yet is said under the button (the order stays Pending until it is confirmed).
 */
export function PayNowButton({
  orderId,
  onPaid,
  className = '',
  size = 'sm',
}: {
  orderId: string;
  onPaid?: () => void;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [busy, setBusy] = useState(false);
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const revalidator = useRevalidator();

  async function pay() {
    setBusy(true);
    setPendingMessage(null);
    try {
      // Not paid: the order simply stays Pending with this button (the flow has alerted when
      // the script was missing or the window could not open).
      const { payForOrder } = await import('./pay-for-order');
      const outcome = await payForOrder(orderId);
      if (outcome.kind === 'paid') onPaid?.();
      if (outcome.kind === 'verification-pending') setPendingMessage(outcome.message);
    } catch (err) {
      // Refused by the server (already paid, cancelled, gateway down) or a failed chunk load.
      // (payment-errors is loaded here too: it brings the shared payment texts and zod.)
      const text = await import('./payment-errors')
        .then(({ paymentErrorText }) => paymentErrorText(err))
        .catch(() => 'Something went wrong. Please try again.');
      window.alert(text);
    } finally {
      setBusy(false);
    }
    await revalidator.revalidate().catch(() => {});
  }

  return (
    <>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void pay()}
        className={buttonClass('accent', size, className)}
      >
        <Icon name="credit-card" className="h-4 w-4 shrink-0" />
        {busy ? 'Opening payment…' : 'Pay now'}
      </button>
      <VerificationPendingNotice message={pendingMessage} className="basis-full" />
    </>
  );
}
