import { changePasswordSchema } from '@shop/shared/auth/schemas';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from './alerts';
import { errorText, fieldErrorsOf } from './error-text';
import { focusFirstInvalid, issuesByField } from './form-errors';
import { PasswordField } from './password-field';
import { PASSWORDS_DIFFER } from './reset-password-form';
import { useHydrated } from './use-hydrated';

/** Change password; the server ends the user's other sessions and says so. */
export function ChangePasswordForm() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    });
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    if (parsed.success && parsed.data.newPassword !== String(data.get('confirm') ?? '')) {
      errors.confirm = PASSWORDS_DIFFER;
    }
    setFieldErrors(errors);
    setDone(null);
    if (!parsed.success || errors.confirm) {
      setError(null);
      focusFirstInvalid(form, errors);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await api.changePassword(parsed.data);
      form.reset();
      setDone(message);
    } catch (err) {
      setError(errorText(err));
      setFieldErrors(fieldErrorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Change password</h2>
      {error && <ErrorBox>{error}</ErrorBox>}
      {done && <SuccessBox>{done}</SuccessBox>}
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
