import { stateText } from '@shop/shared/india/states';
import type { Profile } from '@shop/shared/auth/schemas';
import { useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { useT } from '~/lib/i18n/i18n';

/** The profile's fields in the order shown; each one's label is `address.field.<name>`. */
export const PROFILE_ORDER = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'businessName',
  'gstin',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingPincode',
] as const satisfies readonly (keyof Profile)[];

/** The profile, view-only until Edit (spec §4 Profile), a link to the edit mode's address. */
export function ProfileView({ profile }: { profile: Profile }) {
  const t = useT();
  const [params] = useSearchParams();
  const edit = new URLSearchParams(params);
  edit.delete('saved');
  edit.set('edit', 'profile');
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('account.tab.profile')}</h2>
        <Link to={`?${edit}`} replace preventScrollReset className={buttonClass('outline', 'sm')}>
          <Icon name="pencil" className="h-4 w-4" />
          {t('account.edit')}
        </Link>
      </div>
      <dl
        className="mt-4 grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2"
        data-testid="profile-view"
      >
        {PROFILE_ORDER.map((key) => (
          <div
            key={key}
            className={key === 'address' || key === 'billingAddress' ? 'sm:col-span-2' : ''}
          >
            <dt className="text-sm font-medium text-slate-500">{t(`address.field.${key}`)}</dt>
            <dd className="mt-1 break-words text-slate-900">
              {(key === 'state' || key === 'billingState'
                ? profile[key] && stateText(profile[key], t)
                : profile[key]) || (
                <span className="italic text-slate-500">{t('account.notAdded')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
