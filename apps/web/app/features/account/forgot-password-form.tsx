import { forgotPasswordSchema } from '@shop/shared/auth/schemas';
import { EmailField } from '~/components/form/fields';
import { formValues } from '~/components/form/form-values';
import { checked, useFormSubmit } from '~/components/form/use-form-submit';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';

/**
 * Asks for a reset link. The answer is the server's neutral text, the same whether or not the
 * email has an account (ADR 008), so the screen never says which emails are registered.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const { busy, error, success, fieldErrors, onSubmit } = useFormSubmit({
    check: (data) => checked(forgotPasswordSchema.safeParse(formValues(data, ['email']))),
    send: async ({ email }) => ({ success: (await api.forgotPassword(email)).message }),
  });

  if (success) return <SuccessBox>{success}</SuccessBox>;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <EmailField error={fieldErrors.email} />
      <button
        type="submit"
        disabled={!hydrated || busy}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
