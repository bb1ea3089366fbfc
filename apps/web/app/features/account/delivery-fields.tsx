import type { Profile } from '@shop/shared/auth/schemas';
import { TextField } from '~/components/form/fields';
import { StateSelect } from '~/components/form/state-select';
import { useT } from '~/lib/i18n/i18n';

type FieldErrors = Record<string, string>;

/**
 * Mobile number, PIN code, address, city and state of a profile, for a two-column grid: the
 * profile form (where they may stay empty) and Buy Now's address dialog (where they are required).
 */
export function DeliveryFields({
  profile,
  errors,
  required = false,
}: {
  profile: Profile;
  errors: FieldErrors;
  required?: boolean;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('address.field.phone')}
        name="phone"
        // A text input: the spec allows "tel-national" only there (type="tel" takes only "tel");
        // inputMode still brings up the phone keypad.
        inputMode="tel"
        autoComplete="tel-national"
        defaultValue={profile.phone}
        maxLength={16}
        required={required}
        autoFocus={required}
        hint={t('address.mobileShortHint')}
        error={errors.phone}
      />
      <TextField
        label={t('address.field.pincode')}
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={profile.pincode}
        maxLength={7}
        required={required}
        error={errors.pincode}
      />
      <TextField
        label={t('address.field.address')}
        name="address"
        // "street-address" is for a multi-line control (a textarea); a one-line field is line 1.
        autoComplete="address-line1"
        defaultValue={profile.address}
        maxLength={300}
        required={required}
        className="sm:col-span-2"
        error={errors.address}
      />
      <TextField
        label={t('address.field.city')}
        name="city"
        autoComplete="address-level2"
        defaultValue={profile.city}
        maxLength={100}
        required={required}
        error={errors.city}
      />
      <StateSelect
        label={t('address.field.state')}
        name="state"
        autoComplete="address-level1"
        defaultValue={profile.state}
        required={required}
        error={errors.state}
      />
    </>
  );
}
