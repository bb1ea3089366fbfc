import { PAY_NOW_PARAM } from '@shop/shared/orders/confirmation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useLocation, useNavigate, useRevalidator } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { useConfirm } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/icon';
import { ErrorBox } from '~/components/ui/notice';
import { useHydrated } from '~/lib/use-hydrated';
import { usePaymentMode } from '~/lib/root-data';
import { PAY_INTENT, type PayRefusal } from '~/features/orders/pay-action';
import { VerificationPendingNotice } from '~/features/orders/verification-pending-notice';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { useErrorText } from '~/lib/i18n/error-text';
import { useT } from '~/lib/i18n/i18n';

/** The refusal a no-JavaScript Pay now of this order was answered with, if any. */
function refusalFor(answer: unknown, orderId: string): string | null {
  if (typeof answer !== 'object' || answer === null || !('payRefusal' in answer)) return null;
  const { payRefusal } = answer as PayRefusal; // checked just above
  return payRefusal.orderId === orderId ? payRefusal.message : null;
}

/**
 * 'Pay now' for an order that is still Pending (ADR 016–018, 049): a form posted to the page it
 * is on. Without JavaScript the page's action pays it as a demo (demo mode; the button says
 * "(demo)") or says that Razorpay's window needs the script. With it, the click opens the demo
 * confirm or Razorpay Checkout in the page; the payment modules are loaded at click time, so
 * pages showing this button do not carry them in their first-load JavaScript. After the attempt
 * (paid or not) the page's loaders are read again. With `payOnArrival` (the confirmation of an
 * order just placed with the script) the payment opens at once, as it did before checkout was a
 * form. Outcomes are said in the page, never in a browser dialog.
 */
export function PayNowButton({
  orderId,
  onPaid,
  payOnArrival = false,
  again = false,
  className = '',
  size = 'sm',
}: {
  orderId: string;
  /** Paid: the spec's success text, for the page to show once this button has gone. */
  onPaid: (message: string) => void;
  payOnArrival?: boolean;
  /** The last payment failed (ADR 060): the button says Pay again. */
  again?: boolean;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  // The payment's and the server's refusals are English (the API's texts): shown in the page's
  // language through the errors namespace.
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  // Why it was not paid (the spec's texts), said under the button.
  const [failure, setFailure] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();
  const revalidator = useRevalidator();
  const demo = usePaymentMode() === 'demo';
  const refused = refusalFor(useActionData(), orderId);
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = useRef(false);

  /** `onArrival`: a payment not taken also says that the order just placed is saved. */
  async function pay(onArrival = false) {
    setBusy(true);
    setPendingMessage(null);
    setFailure(null);
    try {
      // Not paid: the order simply stays Pending with this button, and says why when the
      // script was missing or the window could not open.
      const { payForOrder, notPaidText } = await import('~/features/orders/pay-for-order');
      const outcome = await payForOrder(orderId, ask, t);
      if (outcome.kind === 'paid') onPaid(outcome.message);
      if (outcome.kind === 'verification-pending') {
        setPendingMessage(errorText(outcome.message) ?? null);
      }
      if (outcome.kind === 'not-paid') {
        setFailure(
          onArrival ? notPaidText(outcome.error, errorText) : (errorText(outcome.error) ?? null),
        );
      }
    } catch (err) {
      // Refused by the server (already paid, cancelled, gateway down) or a failed chunk load.
      // (payment-errors is loaded here too: it brings the shared payment texts and zod.)
      const text = await import('~/features/orders/payment-errors')
        .then(({ paymentErrorText }) => paymentErrorText(err))
        .catch(() => PAYMENT_MESSAGES.somethingWrong);
      setFailure(errorText(text) ?? null);
    } finally {
      setBusy(false);
    }
    await revalidator.revalidate().catch(() => {});
  }

  // Once, on arrival from Place Order or Buy Now: the address forgets the request, so a reload
  // or a shared link does not open the payment again.
  useEffect(() => {
    if (!payOnArrival || !hydrated || arrived.current) return;
    arrived.current = true;
    const params = new URLSearchParams(location.search);
    params.delete(PAY_NOW_PARAM);
    void navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
    void pay(true);
    // Only the arrival matters; pay and the location are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payOnArrival, hydrated]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void pay();
  }

  return (
    <>
      <form method="post" onSubmit={submit} className="contents">
        <input type="hidden" name="intent" value={PAY_INTENT} />
        <input type="hidden" name="orderId" value={orderId} />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={buttonClass('accent', size, className)}
        >
          <Icon name="credit-card" className="h-4 w-4 shrink-0" />
          {busy
            ? t('order.pay.opening')
            : t(
                again
                  ? demo
                    ? 'order.pay.againDemo'
                    : 'order.pay.again'
                  : demo
                    ? 'order.pay.nowDemo'
                    : 'order.pay.now',
              )}
        </button>
      </form>
      {dialog}
      <VerificationPendingNotice message={pendingMessage} className="basis-full" />
      {(failure ?? refused) && (
        <ErrorBox className="basis-full whitespace-pre-line">
          {failure ?? errorText(refused ?? undefined)}
        </ErrorBox>
      )}
    </>
  );
}
