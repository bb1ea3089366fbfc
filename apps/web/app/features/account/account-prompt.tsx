import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';
import { loginPath } from '~/lib/safe-redirect';

/** /account and /orders for a guest (spec §2): a prompt and a Login button that comes back here. */
export function AccountPrompt({ returnTo }: { returnTo: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="user-round" className="h-7 w-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('account.title')}</h1>
      <p className="mt-2 text-slate-600">{t('account.prompt')}</p>
      <Link
        to={loginPath(returnTo)}
        className={buttonClass('primary', 'lg', 'mt-6 w-full sm:w-auto')}
      >
        {t('account.login')}
      </Link>
    </div>
  );
}
