import type { SubmissionResult } from '@conform-to/react';
import type { SavedAddress } from '@shop/shared/account/addresses';
import type { Profile } from '@shop/shared/auth/schemas';
import type { SessionUser } from '@shop/shared/auth/user';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { ACCOUNT_INTENTS } from './account-action';
import { AccountTabs, type TabSpec } from './account-tabs';
import { AddressesTab } from './addresses-tab';
import { LogoutButton } from './logout-form';
import { ProfileTab } from './profile-tab';
import { RichText, useT } from '~/lib/i18n/i18n';
import { SettingsTab } from './settings-tab';

export type AccountTab = 'profile' | 'addresses' | 'orders' | 'settings';

const TABS = [
  { id: 'profile', icon: 'user-round' },
  { id: 'addresses', icon: 'map-pin' },
  { id: 'orders', icon: 'package' },
  { id: 'settings', icon: 'settings' },
] as const satisfies readonly Omit<TabSpec<AccountTab>, 'label'>[];

/** The action's response when it is for the form with this intent. */
function resultFor(result: SubmissionResult<string[]> | null | undefined, intent: string) {
  return result?.initialValue?.intent === intent ? result : undefined;
}

const isTab = (value: string | null): value is AccountTab => TABS.some((t) => t.id === value);

/**
 * /account and /orders for a signed-in shopper: tabs Profile, Addresses, Orders and Settings, plus
 * Logout.
 * The tab is kept in ?tab= (so a reload or a shared link opens it); /orders opens on Orders.
 */
export function AccountScreen({
  user,
  defaultTab,
  profile,
  addresses,
  ordersTab,
  formResult,
}: {
  user: SessionUser;
  defaultTab: AccountTab;
  profile: Profile;
  addresses: SavedAddress[];
  /** The Orders tab's content, composed by the route from the orders feature. */
  ordersTab: ReactNode;
  /** A refused form's response from the page's action (the intent says which form). */
  formResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const tabs: TabSpec<AccountTab>[] = TABS.map((tab) => ({
    ...tab,
    label: t(`account.tab.${tab.id}`),
  }));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const fromUrl = isTab(requested) ? requested : defaultTab;
  // Switching shows the tab at once; the address follows without a new history entry.
  const [selected, setSelected] = useState<AccountTab>(fromUrl);
  useEffect(() => setSelected(fromUrl), [fromUrl]);

  const hrefFor = (tab: AccountTab) => {
    const next = new URLSearchParams(params);
    if (tab === defaultTab) next.delete('tab');
    else next.set('tab', tab);
    // Another tab leaves the profile's edit mode and any saved notice behind.
    next.delete('edit');
    next.delete('saved');
    next.delete('placed');
    next.delete('address');
    next.delete('remove');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const select = (tab: AccountTab) => {
    setSelected(tab);
    void navigate(hrefFor(tab), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('account.title')}</h1>
          <p className="mt-1 truncate text-slate-600">
            <RichText
              id="account.hello"
              values={{ name: user.name }}
              components={[<span key="name" className="font-semibold text-slate-800" />]}
            />
            <span className="hidden sm:inline"> · {user.email}</span>
          </p>
        </div>
        <LogoutButton className={buttonClass('outline', 'md')}>
          <Icon name="log-out" className="h-4 w-4" />
          {t('account.logout')}
        </LogoutButton>
      </div>
      <div className="mt-6">
        <AccountTabs
          tabs={tabs}
          selected={selected}
          onSelect={select}
          hrefFor={hrefFor}
          label={t('account.title')}
        >
          {selected === 'profile' && (
            <ProfileTab
              profile={profile}
              lastResult={resultFor(formResult, ACCOUNT_INTENTS.profile)}
            />
          )}
          {selected === 'addresses' && (
            <AddressesTab
              addresses={addresses}
              lastResult={resultFor(formResult, ACCOUNT_INTENTS.addressSave)}
            />
          )}
          {selected === 'orders' && ordersTab}
          {selected === 'settings' && (
            <SettingsTab passwordResult={resultFor(formResult, ACCOUNT_INTENTS.password)} />
          )}
        </AccountTabs>
      </div>
    </>
  );
}
