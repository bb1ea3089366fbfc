import type { SubmissionResult } from '@conform-to/react';
import { loginSchema, signupSchema } from '@shop/shared/auth/schemas';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { EmailField, TextField } from '~/components/form/fields';
import { PasswordField } from '~/components/form/password-field';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { ErrorBox } from '~/components/ui/notice';

export type AuthMode = 'login' | 'signup';

/**
 * Log in or create an account (spec §2 /login, §5, §8): a form posted to /login's action, which
 * signs in on the server and sends the shopper on to `redirectTo`. Fields are checked with the
 * same schemas the action uses; the server's refusal is shown as it is in a red box.
 */
/** What /login's loader and action give the screen and its form. */
export interface AuthScreenProps {
  mode: AuthMode;
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}

export function AuthForm({ mode, redirectTo, lastResult }: AuthScreenProps) {
  const t = useT();
  const localPath = useLocalPath();
  const signup = mode === 'signup';
  const { formProps, error, field } = useShopForm(signup ? signupSchema : loginSchema, lastResult);
  const busy = useSubmitting({ action: localPath('/login') });

  return (
    <Form
      method="post"
      action={localPath(`/login?${new URLSearchParams({ mode, redirect: redirectTo })}`)}
      {...formProps}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      {error && <ErrorBox>{error}</ErrorBox>}
      {signup && (
        <TextField
          label={t('auth.fullName')}
          {...field('name')}
          autoComplete="name"
          maxLength={100}
        />
      )}
      <EmailField label={t('auth.email')} {...field('email')} />
      <PasswordField
        label={t('auth.password')}
        {...field('password')}
        autoComplete={signup ? 'new-password' : 'current-password'}
        maxLength={256}
        hint={signup ? t('auth.passwordHint') : undefined}
        labelAside={
          signup ? undefined : (
            <Link
              to="/forgot-password"
              className="rounded text-sm font-medium text-brand-700 hover:underline"
            >
              {t('auth.forgotPassword')}
            </Link>
          )
        }
      />
      <label className="inline-flex w-fit items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="remember"
          defaultChecked={field('remember').defaultValue === 'on'}
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
        />
        {t('auth.rememberMe')}
      </label>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy
          ? t(signup ? 'auth.creatingAccount' : 'auth.loggingIn')
          : t(signup ? 'auth.createAccount' : 'auth.login')}
      </button>
    </Form>
  );
}
