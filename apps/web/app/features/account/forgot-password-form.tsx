import type { SubmissionResult } from '@conform-to/react';
import { forgotPasswordSchema } from '@shop/shared/auth/schemas';
import { Form } from 'react-router';
import { EmailField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { useT } from '~/lib/i18n/i18n';

/**
 * Asks for a reset link, posted to /forgot-password's action. The answer is the server's neutral
 * text, the same whether or not the email has an account (ADR 008).
 */
export function ForgotPasswordForm({
  lastResult,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(forgotPasswordSchema, lastResult);
  const busy = useSubmitting();
  return (
    <Form method="post" {...formProps} className="flex flex-col gap-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <EmailField label={t('auth.email')} {...field('email')} />
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? t('auth.forgot.sending') : t('auth.forgot.send')}
      </button>
    </Form>
  );
}
