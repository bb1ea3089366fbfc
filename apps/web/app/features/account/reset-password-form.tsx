import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { newPasswordSchema } from '@shop/shared/auth/schemas';
import { Link } from 'react-router';
import { formValues } from '~/components/form/form-values';
import { PasswordField } from '~/components/form/password-field';
import { useFormSubmit, type Checked } from '~/components/form/use-form-submit';
import { useHydrated } from '~/components/form/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from './alerts';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** Sets a new password from the emailed link; it does not sign in, so it ends with a Login link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { busy, error, success, fieldErrors, onSubmit } = useFormSubmit({
    check: (data): Checked<string> => {
      const { password, confirm } = formValues(data, ['password', 'confirm']);
      const parsed = newPasswordSchema.safeParse(password);
      if (!parsed.success) {
        return { ok: false, errors: { password: parsed.error.issues[0]?.message ?? '' } };
      }
      if (password !== confirm) return { ok: false, errors: { confirm: PASSWORDS_DIFFER } };
      return { ok: true, data: password };
    },
    send: async (password) => ({ success: (await api.resetPassword(token, password)).message }),
  });

  if (success) {
    return (
      <div className="flex flex-col gap-4">
        <SuccessBox>{success}</SuccessBox>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
          Login
        </Link>
      </div>
    );
  }
  const linkBroken = error === AUTH_ERRORS.resetLinkInvalid;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {error && (
        <ErrorBox>
          {error}
          {linkBroken && (
            <>
              {' '}
              <Link to="/forgot-password" className="font-semibold underline">
                Send a new link
              </Link>
            </>
          )}
        </ErrorBox>
      )}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        maxLength={256}
        hint="At least 6 characters"
        error={fieldErrors.password}
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
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {busy ? 'Saving…' : 'Set new password'}
      </button>
    </form>
  );
}
