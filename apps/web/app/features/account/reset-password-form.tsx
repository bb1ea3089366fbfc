import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { newPasswordSchema } from '@shop/shared/auth/schemas';
import { Link } from 'react-router';
import { formValues } from '~/components/form/form-values';
import { useFormSubmit, type Checked } from '~/components/form/use-form-submit';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { confirmError, NewPasswordFields } from './new-password-fields';

/** Sets a new password from the emailed link; it does not sign in, so it ends with a Login link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { busy, error, success, fieldErrors, onSubmit } = useFormSubmit({
    check: (data): Checked<string> => {
      const { password } = formValues(data, ['password']);
      const parsed = newPasswordSchema.safeParse(password);
      if (!parsed.success) {
        return { ok: false, errors: { password: parsed.error.issues[0]?.message ?? '' } };
      }
      const mismatch = confirmError(data, password);
      return mismatch ? { ok: false, errors: mismatch } : { ok: true, data: password };
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
      <NewPasswordFields name="password" errors={fieldErrors} />
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
