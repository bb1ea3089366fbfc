import { forgotPasswordSchema } from '@shop/shared/auth/schemas';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox, SuccessBox } from './alerts';
import { errorText } from './error-text';
import { TextField } from './fields';
import { useHydrated } from './use-hydrated';

/**
 * Asks for a reset link. The answer is the server's neutral text, the same whether or not the
 * email has an account (ADR 008), so the screen never says which emails are registered.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = forgotPasswordSchema.safeParse({
      email: String(new FormData(form).get('email') ?? ''),
    });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      setError(null);
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const { message } = await api.forgotPassword(parsed.data.email);
      setSent(message);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <SuccessBox>{sent}</SuccessBox>;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {error && <ErrorBox>{error}</ErrorBox>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        error={fieldError}
      />
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
