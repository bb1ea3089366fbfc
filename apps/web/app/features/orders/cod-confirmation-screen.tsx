import type { SubmissionResult } from '@conform-to/react';
import { formatPaiseExact } from '@shop/shared/format/money';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import {
  COD_CONFIRM_MESSAGES,
  codConfirmationSchema,
  type CodConfirmationView,
} from '@shop/shared/payments/cod-confirmation';
import { Form, Link } from 'react-router';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';

/**
 * The page of a Cash on Delivery confirmation link (ADR 102). Opening it changes nothing (mail
 * and chat apps fetch links ahead of the reader); the button posts the form to the page's action.
 */
export function CodConfirmationScreen({
  view,
  token,
  lastResult,
}: {
  /** Undefined for a forged or malformed link. */
  view: CodConfirmationView | undefined;
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { formProps, error, field } = useShopForm(codConfirmationSchema, lastResult);
  const busy = useSubmitting();
  if (!view) return <ErrorBox>{COD_CONFIRM_MESSAGES.invalid}</ErrorBox>;
  const summary = (
    <p className="text-slate-700">
      Order <strong>{view.orderId}</strong>, to pay {formatPaiseExact(view.totalPaise)} in cash on
      delivery.
    </p>
  );
  if (view.state !== 'confirm') {
    const text = {
      confirmed: COD_CONFIRM_MESSAGES.confirmed,
      cancelled: COD_CONFIRM_MESSAGES.cancelled,
      moved_on: COD_CONFIRM_MESSAGES.movedOn,
      expired: COD_CONFIRM_MESSAGES.expired,
    }[view.state];
    const Box = view.state === 'confirmed' ? SuccessBox : ErrorBox;
    return (
      <div className="flex flex-col gap-4">
        {summary}
        <Box>{text}</Box>
        <Link to="/track-order" className={buttonClass('ghost', 'md')}>
          Track an order
        </Link>
      </div>
    );
  }
  const problem = error ?? field('token').error;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {problem && <ErrorBox>{problem}</ErrorBox>}
      {summary}
      <p className="text-slate-700">{COD_CONFIRM_MESSAGES.question}</p>
      <p className="text-sm text-slate-600">
        Not confirmed by {formatIndiaDateTime(view.confirmBy)}, the order is cancelled.
      </p>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? 'Confirming…' : COD_CONFIRM_MESSAGES.button}
      </button>
    </Form>
  );
}
