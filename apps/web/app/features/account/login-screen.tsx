import { SHOP } from '@shop/shared/shop/identity';
import { Link } from '~/lib/i18n/links';
import { Icon } from '~/components/ui/icon';
import { AuthForm, type AuthMode, type AuthScreenProps } from './auth-form';
import { useT } from '~/lib/i18n/i18n';
import { SocialSignIn } from './social-sign-in';

const BENEFITS = [
  { icon: 'shopping-cart', text: 'auth.benefit.cart' },
  { icon: 'package-check', text: 'auth.benefit.orders' },
  { icon: 'shield-check', text: 'auth.benefit.checkout' },
] as const;

/**
 * /login: one screen toggling between Login and Create Account (spec §4 Login screen). The mode
 * is in the address (?mode=signup), so the switch is a link that works before JavaScript.
 */
export function LoginScreen({ mode, redirectTo, lastResult }: AuthScreenProps) {
  const t = useT();
  const other: AuthMode = mode === 'login' ? 'signup' : 'login';
  const switchParams = new URLSearchParams(other === 'signup' ? { mode: other } : {});
  if (redirectTo !== '/') switchParams.set('redirect', redirectTo);
  return (
    <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[5fr_6fr]">
      <aside className="hidden flex-col justify-between bg-brand-800 p-10 text-white lg:flex">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">
            {SHOP.name}
          </p>
          <p className="mt-4 text-3xl font-bold leading-tight">{t('auth.asideHeading')}</p>
          <ul className="mt-8 space-y-4">
            {BENEFITS.map(({ icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-50">
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/10">
                  <Icon name={icon} className="h-5 w-5" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-10 text-sm text-brand-200">
          {t('auth.trustedBy', { customers: SHOP.record.customersLong })}
        </p>
      </aside>
      <div className="px-5 py-8 sm:px-10 sm:py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`auth.${mode}.title`)}</h1>
        <p className="mt-2 text-slate-600">{t(`auth.${mode}.lead`, { shop: SHOP.name })}</p>
        <div className="mt-6">
          {/* A new form for each mode: switching clears the fields and the error (spec §4). */}
          <AuthForm key={mode} mode={mode} redirectTo={redirectTo} lastResult={lastResult} />
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t(`auth.${mode}.switchText`)}{' '}
          <Link
            to={{ search: switchParams.size ? `?${switchParams}` : '' }}
            replace
            preventScrollReset
            className="rounded font-semibold text-brand-700 hover:underline"
          >
            {t(`auth.${mode}.switchTo`)}
          </Link>
        </p>
        <div className="mt-8">
          <SocialSignIn />
        </div>
      </div>
    </div>
  );
}
