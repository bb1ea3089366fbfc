import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { newPasswordSchema } from '@shop/shared/auth/schemas';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from './alerts';
import { errorText } from './error-text';
import { focusFirstInvalid } from './form-errors';
import { PasswordField } from './password-field';
import { useHydrated } from './use-hydrated';

export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** Sets a new password from the emailed link; it does not sign in, so it ends with a Login link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const errors: Record<string, string> = {};
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) errors.password = parsed.error.issues[0]?.message ?? '';
    else if (password !== confirm) errors.confirm = PASSWORDS_DIFFER;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError(null);
      focusFirstInvalid(form, errors);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.resetPassword(token, password);
      setDone(message);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <SuccessBox>{done}</SuccessBox>
        <Link to="/login" className={buttonClass('primary', 'lg', 'w-full')}>
          Login
        </Link>
      </div>
    );
  }
  const linkBroken = error === AUTH_ERRORS.resetLinkInvalid;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
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
