import { changePasswordSchema } from '@shop/shared/auth/schemas';
import { formValues } from '~/components/form/form-values';
import { PasswordField } from '~/components/form/password-field';
import { checked, useFormSubmit } from '~/components/form/use-form-submit';
import { useHydrated } from '~/components/form/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from './alerts';
import { PASSWORDS_DIFFER } from './reset-password-form';

/** Change password; the server ends the user's other sessions and says so. */
export function ChangePasswordForm() {
  const hydrated = useHydrated();
  const { busy, error, success, fieldErrors, onSubmit } = useFormSubmit({
    check: (data) => {
      const result = checked(
        changePasswordSchema.safeParse(formValues(data, ['currentPassword', 'newPassword'])),
      );
      if (result.ok && result.data.newPassword !== String(data.get('confirm') ?? '')) {
        return { ok: false, errors: { confirm: PASSWORDS_DIFFER } };
      }
      return result;
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
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        maxLength={256}
        hint="At least 6 characters"
        error={fieldErrors.newPassword}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm"
        autoComplete="new-password"
        maxLength={256}
        error={fieldErrors.confirm}
      />
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
