import type { SubmissionResult } from '@conform-to/react';
import { formatPaiseExact } from '@shop/shared/format/money';
import { formatIndiaDateTime } from '@shop/shared/format/india-time';
import {
  COD_CONFIRM_MESSAGES,
  codConfirmationSchema,
  codConfirmPath,
  type CodConfirmationView,
} from '@shop/shared/payments/cod-confirmation';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { RichText, useLocalPath, useT } from '~/lib/i18n/i18n';
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
  const t = useT();
  const localPath = useLocalPath();
  const { formProps, error, field } = useShopForm(codConfirmationSchema, lastResult);
  const busy = useSubmitting();
  if (!view) return <ErrorBox>{t('cod.invalid')}</ErrorBox>;
  const summary = (
    <p className="text-slate-700">
      <RichText
        id="cod.summary"
        values={{ orderId: view.orderId, amount: formatPaiseExact(view.totalPaise) }}
        components={[<strong key="order" />]}
      />
    </p>
  );
  if (view.state !== 'confirm') {
    const text = t(
      (
        {
          confirmed: 'cod.confirmed',
          cancelled: 'cod.cancelled',
          moved_on: 'cod.movedOn',
          expired: 'cod.expired',
        } as const
      )[view.state],
    );
    const Box = view.state === 'confirmed' ? SuccessBox : ErrorBox;
    return (
      <div className="flex flex-col gap-4">
        {summary}
        <Box>{text}</Box>
        <Link to="/track-order" className={buttonClass('ghost', 'md')}>
          {t('cod.track')}
        </Link>
      </div>
    );
  }
  // The token's only refusal is a link not valid (codConfirmationSchema), said in the page's words.
  const tokenError = field('token').error;
  const problem =
    error ?? (tokenError === COD_CONFIRM_MESSAGES.invalid ? t('cod.invalid') : tokenError);
  return (
    <Form
      method="post"
      action={localPath(codConfirmPath(token))}
      {...formProps}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="token" value={token} />
      {problem && <ErrorBox>{problem}</ErrorBox>}
      {summary}
      <p className="text-slate-700">{t('cod.question')}</p>
      <p className="text-sm text-slate-600">
        {t('cod.deadline', { time: formatIndiaDateTime(view.confirmBy) })}
      </p>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? t('cod.confirming') : t('cod.button')}
      </button>
    </Form>
  );
}
