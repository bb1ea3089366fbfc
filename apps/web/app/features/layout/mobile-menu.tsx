import { SHOP } from '@shop/shared/shop/identity';
import { NavLink } from '~/lib/i18n/links';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { MobileAccountNav } from '~/features/layout/mobile-account-nav';
import { useUser } from '~/lib/use-user';
import { LoginLink } from './header-actions';
import { MAIN_NAV } from './nav-links';
import { useT } from '~/lib/i18n/i18n';
import { LanguageSwitcher } from '~/lib/i18n/language-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-12 items-center rounded-lg px-3 text-base font-semibold ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'
  }`;

/**
 * The navigation inside the header's menu panel on small screens; the header owns the panel and
 * its open state, and loads this code when the panel first opens (ADR 029).
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const user = useUser();
  const t = useT();
  return (
    <Container className="py-4">
      <nav aria-label={t('layout.mainNav')}>
        <ul className="flex flex-col gap-1">
          {MAIN_NAV.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={onClose}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user && <MobileAccountNav user={user} onNavigate={onClose} />}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4">
        {!user && <LoginLink className="-ml-3" />}
        <LanguageSwitcher className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50" />
        <a
          href={`tel:+${SHOP.phoneDigits}`}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Icon name="phone" className="h-4 w-4" />
          {SHOP.phone}
        </a>
      </div>
    </Container>
  );
}
