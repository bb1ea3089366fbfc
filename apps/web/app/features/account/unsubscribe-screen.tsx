import type { SubmissionResult } from '@conform-to/react';
import { unsubscribeSchema } from '@shop/shared/cart/reminders';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

/** What the unsubscribe link's page shows: the confirm form, the done text, or a broken link. */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

/**
 * The page of a cart reminder's unsubscribe link (ADR 061). Opening it changes nothing (mail
 * clients fetch links ahead of the reader); the button posts the form to the page's action.
 */
export function UnsubscribeScreen({
  state,
  token,
  lastResult,
}: {
  state: UnsubscribeState;
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(unsubscribeSchema, lastResult);
  const busy = useSubmitting();
  if (state === 'invalid') return <ErrorBox>{t('unsubscribe.invalid')}</ErrorBox>;
  if (state === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <SuccessBox>{t('unsubscribe.done')}</SuccessBox>
        <Link to="/products" className={buttonClass('ghost', 'md')}>
          {t('unsubscribe.continue')}
        </Link>
      </div>
    );
  }
  const problem = error ?? field('token').error;
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {problem && <ErrorBox>{problem}</ErrorBox>}
      <p className="text-slate-700">{t('unsubscribe.confirm')}</p>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
      </button>
    </Form>
  );
}
