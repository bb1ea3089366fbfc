import { loginSchema, signupSchema } from '@shop/shared/auth/schemas';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox } from './alerts';
import { errorText, fieldErrorsOf } from './error-text';
import { TextField } from './fields';
import { focusFirstInvalid, issuesByField } from './form-errors';
import { PasswordField } from './password-field';
import { useHydrated } from './use-hydrated';

export type AuthMode = 'login' | 'signup';

type Parsed<T> = { success: true; data: T } | { success: false; error: z.ZodError };
type Attempt =
  { ok: true; send: () => Promise<unknown> } | { ok: false; errors: Record<string, string> };

/** A checked form ready to send, or its field errors. */
function withParsed<T>(parsed: Parsed<T>, send: (input: T) => Promise<unknown>): Attempt {
  if (!parsed.success) return { ok: false, errors: issuesByField(parsed.error) };
  return { ok: true, send: () => send(parsed.data) };
}

/**
 * Log in or create an account (spec §2 /login, §5, §8). Fields are checked with the same schemas
 * the server uses; the server's refusal is shown as it is in a red box. On success the page is
 * loaded afresh at `redirectTo`, so the header and the cart start from the signed-in state.
 */
export function AuthForm({ mode, redirectTo }: { mode: AuthMode; redirectTo: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const signup = mode === 'signup';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const raw = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      remember: data.get('remember') === 'on',
    };
    // Each schema gives its own output type; the call is chosen with it.
    const attempt = signup
      ? withParsed(signupSchema.safeParse(raw), (input) => api.signup(input))
      : withParsed(loginSchema.safeParse(raw), (input) => api.login(input));
    if (!attempt.ok) {
      setFieldErrors(attempt.errors);
      setError(null);
      focusFirstInvalid(form, attempt.errors);
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await attempt.send();
      window.location.assign(redirectTo);
    } catch (err) {
      setError(errorText(err));
      setFieldErrors(fieldErrorsOf(err));
      setBusy(false);
    }
  }

  // Editing a field clears its own error; the red box stays until the next attempt.
  function clearFieldError(name: string) {
    if (!fieldErrors[name]) return;
    setFieldErrors(({ [name]: _, ...rest }) => rest);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void submit(e)}
      onChange={(e) => clearFieldError((e.target as unknown as HTMLInputElement).name)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      {signup && (
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          maxLength={100}
          error={fieldErrors.name}
        />
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        error={fieldErrors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        maxLength={256}
        error={fieldErrors.password}
        hint={signup ? 'At least 6 characters' : undefined}
        labelAside={
          signup ? undefined : (
            <Link
              to="/forgot-password"
              className="rounded text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot Password?
            </Link>
          )
        }
      />
      <label className="inline-flex w-fit items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="remember"
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
        />
        Remember me
      </label>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {busy
          ? signup
            ? 'Creating account…'
            : 'Logging in…'
          : signup
            ? 'Create Account'
            : 'Login'}
      </button>
    </form>
  );
}
