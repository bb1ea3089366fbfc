import { profileSchema, type Profile } from '@shop/shared/auth/schemas';
import { TextField } from '~/components/form/fields';
import { formValues } from '~/components/form/form-values';
import { checked, useFormSubmit } from '~/components/form/use-form-submit';
import { useHydrated } from '~/lib/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { api } from '~/lib/api-client';
import { ErrorBox } from '~/components/ui/notice';
import { DeliveryFields } from './delivery-fields';
import { PROFILE_LABELS } from './profile-view';

const PROFILE_FIELDS = ['name', 'phone', 'address', 'city', 'state', 'pincode'] as const;

/**
 * Edit mode of the profile: checked with the server's own schema (delivery fields may stay empty,
 * but when given they must be valid as at checkout), then saved with PUT /api/account/profile.
 */
export function ProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const { busy, error, fieldErrors, onSubmit } = useFormSubmit({
    check: (data) => checked(profileSchema.safeParse(formValues(data, PROFILE_FIELDS))),
    send: async (input) => onSaved((await api.updateProfile(input)).profile),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h2 className="text-lg font-semibold text-slate-900">Edit profile</h2>
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={PROFILE_LABELS.name}
          name="name"
          autoComplete="name"
          defaultValue={profile.name}
          maxLength={100}
          required
          autoFocus
          error={fieldErrors.name}
        />
        <div>
          <p className={'mb-1.5 block text-sm font-medium text-slate-800'}>
            {PROFILE_LABELS.email}
          </p>
          <p className="flex h-11 items-center truncate rounded-lg bg-slate-50 px-3 text-slate-600">
            {profile.email}
          </p>
        </div>
        <DeliveryFields profile={profile} errors={fieldErrors} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={!hydrated || busy} className={buttonClass('primary', 'md')}>
          {busy ? 'Saving…' : 'Save Changes'}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass('outline', 'md')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
