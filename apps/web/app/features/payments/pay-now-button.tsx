import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { VerificationPendingNotice } from './verification-pending-notice';

/**
 * 'Pay now' for an order that is still Pending (a dismissed or failed payment, ADR 016–018).
 * The payment modules are loaded at click time, so pages showing this button do not carry
 * them in their first-load JavaScript. After the attempt (paid or not) the page's loaders are
 * revalidated so the order's payment status is fresh. A payment Razorpay took but the shop could
 * not confirm yet is said under the button (the order stays Pending until it is confirmed), as
 * are the spec's success and failure texts: in the page, never in a browser dialog.
 */
export function PayNowButton({
  orderId,
  onPaid,
  className = '',
  size = 'sm',
}: {
  orderId: string;
  /** Paid: the spec's success text, for the page to show once this button has gone. */
  onPaid: (message: string) => void;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [busy, setBusy] = useState(false);
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  // Why it was not paid (the spec's texts), said under the button.
  const [failure, setFailure] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const revalidator = useRevalidator();

  async function pay() {
    setBusy(true);
    setPendingMessage(null);
    setFailure(null);
    try {
      // Not paid: the order simply stays Pending with this button, and says why when the
      // script was missing or the window could not open.
      const { payForOrder } = await import('./pay-for-order');
      const outcome = await payForOrder(orderId, ask);
      if (outcome.kind === 'paid') onPaid(outcome.message);
      if (outcome.kind === 'verification-pending') setPendingMessage(outcome.message);
      if (outcome.kind === 'not-paid' && outcome.error) setFailure(outcome.error);
    } catch (err) {
      // Refused by the server (already paid, cancelled, gateway down) or a failed chunk load.
      // (payment-errors is loaded here too: it brings the shared payment texts and zod.)
      const text = await import('./payment-errors')
        .then(({ paymentErrorText }) => paymentErrorText(err))
        .catch(() => 'Something went wrong. Please try again.');
      setFailure(text);
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
      {dialog}
      <VerificationPendingNotice message={pendingMessage} className="basis-full" />
      {failure && <ErrorBox className="basis-full">{failure}</ErrorBox>}
    </>
  );
}
