import type { Profile } from '@shop/shared/auth/schemas';
import { TextField } from '~/components/form/fields';
import { StateSelect } from '~/components/form/state-select';
import { useT } from '~/lib/i18n/i18n';

/**
 * The business profile's billing address (ADR 104), for the profile form's two-column grid: kept
 * apart from delivery addresses, named on the tax invoice of a business order. Its state must be
 * the GSTIN's.
 */
export function BillingFields({
  profile,
  errors,
}: {
  profile: Profile;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t('address.billingLegend')}
      </legend>
      <TextField
        label={t('address.field.billingAddress')}
        name="billingAddress"
        autoComplete="billing street-address"
        defaultValue={profile.billingAddress}
        maxLength={200}
        hint={t('address.billingAddressHint')}
        error={errors.billingAddress}
        className="sm:col-span-2"
      />
      <TextField
        label={t('address.field.billingCity')}
        name="billingCity"
        autoComplete="billing address-level2"
        defaultValue={profile.billingCity}
        maxLength={60}
        error={errors.billingCity}
      />
      <StateSelect
        label={t('address.field.billingState')}
        name="billingState"
        autoComplete="billing address-level1"
        defaultValue={profile.billingState}
        error={errors.billingState}
      />
      <TextField
        label={t('address.field.billingPincode')}
        name="billingPincode"
        autoComplete="billing postal-code"
        inputMode="numeric"
        defaultValue={profile.billingPincode}
        maxLength={7}
        error={errors.billingPincode}
      />
    </fieldset>
  );
}
