import type { SessionUser } from '@shop/shared/auth/user';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { AccountTabs, type TabSpec } from './account-tabs';
import { logOut } from './log-out';
import { OrdersTab } from './orders-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';

export type AccountTab = 'profile' | 'orders' | 'settings';

const TABS: readonly TabSpec<AccountTab>[] = [
  { id: 'profile', label: 'Profile', icon: 'user-round' },
  { id: 'orders', label: 'Orders', icon: 'package' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
];

const isTab = (value: string | null): value is AccountTab => TABS.some((t) => t.id === value);

/**
 * /account and /orders for a signed-in shopper: tabs Profile, Orders and Settings, plus Logout.
 * The tab is kept in ?tab= (so a reload or a shared link opens it); /orders opens on Orders.
 */
export function AccountScreen({ user, defaultTab }: { user: SessionUser; defaultTab: AccountTab }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const fromUrl = isTab(requested) ? requested : defaultTab;
  // Switching shows the tab at once; the address follows without a new history entry.
  const [selected, setSelected] = useState<AccountTab>(fromUrl);
  useEffect(() => setSelected(fromUrl), [fromUrl]);

  const select = (tab: AccountTab) => {
    setSelected(tab);
    const next = new URLSearchParams(params);
    if (tab === defaultTab) next.delete('tab');
    else next.set('tab', tab);
    const search = next.toString();
    void navigate(
      { search: search ? `?${search}` : '' },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Account</h1>
          <p className="mt-1 truncate text-slate-600">
            Hello, <span className="font-semibold text-slate-800">{user.name}</span>
            <span className="hidden sm:inline"> · {user.email}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={() => void logOut()}
          className={buttonClass('outline', 'md')}
        >
          <Icon name="log-out" className="h-4 w-4" />
          Logout
        </button>
      </div>
      <div className="mt-6">
        <AccountTabs tabs={TABS} selected={selected} onSelect={select} label="My Account">
          {selected === 'profile' && <ProfileTab />}
          {selected === 'orders' && <OrdersTab />}
          {selected === 'settings' && <SettingsTab />}
        </AccountTabs>
      </div>
    </>
  );
}
