import { loginSchema, signupSchema } from '@shop/shared/auth/schemas';
import { Link } from 'react-router';
import { EmailField, TextField } from '~/components/form/fields';
import { formValues } from '~/components/form/form-values';
import { PasswordField } from '~/components/form/password-field';
import { checked, useFormSubmit, type Checked } from '~/components/form/use-form-submit';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox } from '~/components/ui/notice';

export type AuthMode = 'login' | 'signup';

const AUTH_FIELDS = ['name', 'email', 'password'] as const;

/**
 * Log in or create an account (spec §2 /login, §5, §8). Fields are checked with the same schemas
 * the server uses; the server's refusal is shown as it is in a red box. On success the page is
 * loaded afresh at `redirectTo`, so the header and the cart start from the signed-in state.
 */
export function AuthForm({ mode, redirectTo }: { mode: AuthMode; redirectTo: string }) {
  const hydrated = useHydrated();
  const signup = mode === 'signup';
  const { busy, error, fieldErrors, clearFieldError, onSubmit } = useFormSubmit({
    // The checked value is the request to make, so each schema's output goes to its own call.
    check: (data): Checked<() => Promise<unknown>> => {
      const raw = { ...formValues(data, AUTH_FIELDS), remember: data.get('remember') === 'on' };
      if (signup) {
        const input = checked(signupSchema.safeParse(raw));
        return input.ok ? { ok: true, data: () => api.signup(input.data) } : input;
      }
      const input = checked(loginSchema.safeParse(raw));
      return input.ok ? { ok: true, data: () => api.login(input.data) } : input;
    },
    send: async (request) => {
      await request();
      window.location.assign(redirectTo);
      return { keepBusy: true };
    },
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      // A change event on a form comes from one of its fields, which all have a name.
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
      <EmailField error={fieldErrors.email} />
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
