import type { Profile } from '@shop/shared/auth/schemas';
import { INDIAN_STATES } from '@shop/shared/india/states';
import { SelectField, TextField } from '~/components/form/fields';
import { PROFILE_LABELS } from './profile-view';

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
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        Billing address for GST invoices
      </legend>
      <TextField
        label={PROFILE_LABELS.billingAddress}
        name="billingAddress"
        autoComplete="billing street-address"
        defaultValue={profile.billingAddress}
        maxLength={200}
        hint="Your registered place of business, as on your GST registration"
        error={errors.billingAddress}
        className="sm:col-span-2"
      />
      <TextField
        label={PROFILE_LABELS.billingCity}
        name="billingCity"
        autoComplete="billing address-level2"
        defaultValue={profile.billingCity}
        maxLength={60}
        error={errors.billingCity}
      />
      <SelectField
        label={PROFILE_LABELS.billingState}
        name="billingState"
        autoComplete="billing address-level1"
        defaultValue={profile.billingState}
        error={errors.billingState}
      >
        <option value="">Select a state</option>
        {INDIAN_STATES.map((s) => (
          <option key={s.code} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={PROFILE_LABELS.billingPincode}
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
