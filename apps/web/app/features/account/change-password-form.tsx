import type { SubmissionResult } from '@conform-to/react';
import { changePasswordFormSchema } from '@shop/shared/auth/schemas';
import { Form } from 'react-router';
import { PasswordField } from '~/components/form/password-field';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '~/lib/i18n/i18n';

/** Change password, posted to the account page's action; the server ends the other sessions. */
export function ChangePasswordForm({
  lastResult,
  changed,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** The success text after the redirect, or null. */
  changed: string | null;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(changePasswordFormSchema, lastResult);
  const busy = useSubmitting({ intent: ACCOUNT_INTENTS.password });
  return (
    <Form method="post" {...formProps} className="flex max-w-md flex-col gap-4">
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.password} />
      <h2 className="text-lg font-semibold text-slate-900">{t('account.changePassword')}</h2>
      {error && <ErrorBox>{error}</ErrorBox>}
      {changed && !lastResult && <SuccessBox>{changed}</SuccessBox>}
      <PasswordField
        label={t('account.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        maxLength={256}
        error={field('currentPassword').error}
      />
      <NewPasswordFields
        name="newPassword"
        errors={{ newPassword: field('newPassword').error, confirm: field('confirm').error }}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'md', 'self-start')}>
        {busy ? t('account.saving') : t('account.changePassword')}
      </button>
    </Form>
  );
}
