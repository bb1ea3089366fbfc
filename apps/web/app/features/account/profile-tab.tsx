import type { SubmissionResult } from '@conform-to/react';
import type { Profile } from '@shop/shared/auth/schemas';
import { useSearchParams } from 'react-router';
import { SuccessBox } from '~/components/ui/notice';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { useT } from '~/lib/i18n/i18n';

/**
 * Profile tab, from the page's loader. Edit mode is an address (?edit=profile), so Edit and
 * Cancel are links and the form a post that works before JavaScript; a save comes back with
 * ?saved=profile and spec §8's 'Profile updated successfully!'.
 */
export function ProfileTab({
  profile,
  lastResult,
}: {
  profile: Profile;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const [params] = useSearchParams();
  if (params.get('edit') === 'profile' || lastResult) {
    return <ProfileForm profile={profile} lastResult={lastResult} />;
  }
  return (
    <>
      {params.get('saved') === 'profile' && (
        <SuccessBox className="mb-4">{t('account.profileUpdated')}</SuccessBox>
      )}
      <ProfileView profile={profile} />
    </>
  );
}
