import type { SubmissionResult } from '@conform-to/react';
import { profileSchema, type Profile } from '@shop/shared/auth/schemas';
import { Form, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { DeliveryFields } from './delivery-fields';
import { BillingFields } from './billing-fields';
import { PROFILE_ORDER } from './profile-view';
import { useT } from '~/lib/i18n/i18n';

/** What the form edits: every field shown but the email (the account's sign-in name). */
const PROFILE_FIELDS = PROFILE_ORDER.filter((name) => name !== 'email');

/**
 * Edit mode of the profile, posted to the account page's action, which checks it with the
 * server's own schema (delivery fields may stay empty, but when given they must be valid as at
 * checkout) and saves it. After a refusal the fields show what was typed.
 */
export function ProfileForm({
  profile,
  lastResult,
}: {
  profile: Profile;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(profileSchema, lastResult);
  const busy = useSubmitting({ intent: ACCOUNT_INTENTS.profile });
  const [params] = useSearchParams();
  const view = new URLSearchParams(params);
  view.delete('edit');
  const shown: Profile = { ...profile };
  const errors: Record<string, string> = {};
  for (const name of PROFILE_FIELDS) {
    const { defaultValue, error: problem } = field(name);
    if (defaultValue !== undefined) shown[name] = defaultValue;
    if (problem) errors[name] = problem;
  }

  return (
    <Form method="post" {...formProps} aria-busy={busy}>
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.profile} />
      <h2 className="text-lg font-semibold text-slate-900">{t('account.editProfile')}</h2>
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('address.field.name')}
          name="name"
          autoComplete="name"
          defaultValue={shown.name}
          maxLength={100}
          required
          autoFocus
          error={errors.name}
        />
        <div>
          <p className={'mb-1.5 block text-sm font-medium text-slate-800'}>
            {t('address.field.email')}
          </p>
          <p className="flex h-11 items-center truncate rounded-lg bg-slate-50 px-3 text-slate-600">
            {profile.email}
          </p>
        </div>
        <DeliveryFields profile={shown} errors={errors} />
        <TextField
          label={t('address.field.businessName')}
          name="businessName"
          autoComplete="organization"
          defaultValue={shown.businessName}
          maxLength={150}
          hint={t('account.businessNameHint')}
          error={errors.businessName}
        />
        <TextField
          label={t('address.field.gstin')}
          name="gstin"
          autoComplete="off"
          spellCheck={false}
          defaultValue={shown.gstin}
          maxLength={20}
          hint={t('account.gstinHint')}
          error={errors.gstin}
        />
        <BillingFields profile={shown} errors={errors} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          {busy ? t('account.saving') : t('account.saveChanges')}
        </button>
        <Link to={`?${view}`} replace preventScrollReset className={buttonClass('outline', 'md')}>
          {t('account.cancel')}
        </Link>
      </div>
    </Form>
  );
}
