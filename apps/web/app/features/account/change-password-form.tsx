import { changePasswordSchema } from '@shop/shared/auth/schemas';
import { formValues } from '~/components/form/form-values';
import { PasswordField } from '~/components/form/password-field';
import { checked, useFormSubmit } from '~/components/form/use-form-submit';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { confirmError, NewPasswordFields } from './new-password-fields';

/** Change password; the server ends the user's other sessions and says so. */
export function ChangePasswordForm() {
  const hydrated = useHydrated();
  const { busy, error, success, fieldErrors, onSubmit } = useFormSubmit({
    check: (data) => {
      const result = checked(
        changePasswordSchema.safeParse(formValues(data, ['currentPassword', 'newPassword'])),
      );
      const mismatch = result.ok && confirmError(data, result.data.newPassword);
      return mismatch ? { ok: false, errors: mismatch } : result;
    },
    send: async (input, form) => {
      const { message } = await api.changePassword(input);
      form.reset();
      return { success: message };
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
      {error && <ErrorBox>{error}</ErrorBox>}
      {success && <SuccessBox>{success}</SuccessBox>}
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        maxLength={256}
        error={fieldErrors.currentPassword}
      />
      <NewPasswordFields name="newPassword" errors={fieldErrors} />
      <button
        type="submit"
        disabled={!hydrated || busy}
        className={buttonClass('primary', 'md', 'self-start')}
      >
        {busy ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
