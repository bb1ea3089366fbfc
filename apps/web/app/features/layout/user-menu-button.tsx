import type { SessionUser } from '@shop/shared/auth/user';
import type { ComponentProps } from 'react';
import { Icon } from '~/components/ui/icon';
import { useLocalPath } from '~/lib/i18n/i18n';

/**
 * The user menu's button: the signed-in shopper's name. The header shows it on its own (closed)
 * until the menu's code has loaded, so the header looks the same before and after (ADR 029).
 * It is a link to /account (orders and Logout are there) until the menu's code takes its
 * clicks, so it works before JavaScript too (ADR 040).
 */
export function UserMenuButton({
  user,
  open,
  ...props
}: { user: SessionUser; open: boolean } & Omit<
  ComponentProps<'a'>,
  'href' | 'role' | 'className'
>) {
  const localPath = useLocalPath();
  return (
    <a
      href={localPath('/account')}
      role="button"
      aria-haspopup="menu"
      aria-expanded={open}
      className="inline-flex h-10 max-w-[9rem] items-center gap-2 rounded-lg lg:max-w-[14rem] px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700"
      {...props}
    >
      <Icon name="user-round" className="h-5 w-5 shrink-0" />
      <span className="truncate">{user.name}</span>
      <Icon
        name="chevron-down"
        className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
      />
    </a>
  );
}
