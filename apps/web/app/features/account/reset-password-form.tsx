import type { SubmissionResult } from '@conform-to/react';
import { resetPasswordFormSchema } from '@shop/shared/auth/schemas';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { NewPasswordFields } from './new-password-fields';
import { useT } from '~/lib/i18n/i18n';
import { useErrorText } from '~/lib/i18n/error-text';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';

/** Sets a new password from the emailed link, posted to /reset-password's action. */
export function ResetPasswordForm({
  token,
  lastResult,
}: {
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { formProps, error, field } = useShopForm(resetPasswordFormSchema, lastResult);
  const busy = useSubmitting();
  // A bad or used token is reported on the token, which the shopper cannot fix but by a new link.
  const problem = error ?? field('token').error;
  // Errors come in the page's language (the form kit), so compared in it too.
  const linkBroken = problem === errorText(AUTH_ERRORS.resetLinkInvalid);
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      {problem && (
        <ErrorBox>
          {problem}
          {linkBroken && (
            <>
              {' '}
              <Link to="/forgot-password" className="font-semibold underline">
                {t('auth.reset.sendNewLink')}
              </Link>
            </>
          )}
        </ErrorBox>
      )}
      <NewPasswordFields
        name="password"
        errors={{ password: field('password').error, confirm: field('confirm').error }}
      />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? t('auth.reset.saving') : t('auth.reset.submit')}
      </button>
    </Form>
  );
}
