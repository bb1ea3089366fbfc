import type { SessionUser } from '@shop/shared/auth/user';
import { NavLink } from '~/lib/i18n/links';
import { ACCOUNT_LINKS, LogoutButton } from '~/features/account';
import { useT } from '~/lib/i18n/i18n';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-12 items-center rounded-lg px-3 text-base font-semibold ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** The user menu's entries inside the mobile menu panel, which is itself the disclosure. */
export function MobileAccountNav({
  user,
  onNavigate,
}: {
  user: SessionUser;
  onNavigate: () => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('layout.account.nav')} className="mt-4 border-t border-slate-200 pt-4">
      <p className="px-3 pb-2 text-sm text-slate-500">
        {t('layout.signedInAs')} <span className="font-semibold text-slate-800">{user.name}</span>
      </p>
      <ul className="flex flex-col gap-1">
        {ACCOUNT_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className={linkClass} onClick={onNavigate}>
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutButton className="flex h-12 w-full items-center rounded-lg px-3 text-left text-base font-semibold text-slate-800 hover:bg-slate-100">
            {t('layout.logout')}
          </LogoutButton>
        </li>
      </ul>
    </nav>
  );
}
