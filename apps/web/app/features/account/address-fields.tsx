import { normalisePincode } from '@shop/shared/checkout/fields';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '~/components/form/fields';
import { StateSelect } from '~/components/form/state-select';
import { api, ApiError } from '~/lib/api-client';
import { useT } from '~/lib/i18n/i18n';

/** The fields of a delivery address, as every address form names them. */
export const ADDRESS_FIELDS = ['name', 'phone', 'pincode', 'address', 'city', 'state'] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** What a field needs from its form: its name, the value to show, its first error. */
export type FieldProps = (name: AddressFieldName) => {
  name: string;
  defaultValue?: string;
  error?: string;
};

const AUTOFILLED = 'autofilled';

/**
 * Recipient's name and mobile, PIN code, address, city and state (ADR 053), for a two-column
 * grid: the checkout's new address and the account's address book. With JavaScript, a complete
 * PIN code fills the city and state from India Post's directory (GET /api/pincodes/:pin) when
 * they are empty or were filled that way before — never over what the shopper typed, never
 * blocking the typing; without it, the form's action fills an empty city and state from the PIN.
 */
export function AddressFields({
  field,
  required = true,
  className = 'sm:col-span-2',
}: {
  field: FieldProps;
  required?: boolean;
  className?: string;
}) {
  const pincode = useRef<HTMLInputElement>(null);
  const city = useRef<HTMLInputElement>(null);
  const state = useRef<HTMLSelectElement>(null);
  const asked = useRef('');
  const [found, setFound] = useState('');
  const t = useT();

  const lookUp = (value: string) => {
    const pin = normalisePincode(value);
    if (!/^[1-9][0-9]{5}$/.test(pin) || pin === asked.current) return;
    asked.current = pin;
    api.pincode(pin).then(
      (place) => {
        if (asked.current !== pin) return;
        for (const [control, value] of [
          [city.current, place.city],
          [state.current, place.states[0] ?? ''],
        ] as const) {
          if (!control || (control.value !== '' && !control.dataset[AUTOFILLED])) continue;
          control.value = value;
          control.dataset[AUTOFILLED] = '1';
        }
        setFound(`${place.city}, ${place.states.join(' / ')}`);
      },
      (err: unknown) => {
        if (asked.current !== pin) return;
        // Not listed is said, not refused: the directory is a snapshot (ADR 053).
        setFound(err instanceof ApiError && err.status === 404 ? t('address.pinUnknown') : '');
      },
    );
  };
  // A PIN typed before the page's script arrived (it hydrates on the first interaction, ADR 114)
  // had no change handler to ask for its place: ask once the script runs.
  const rendered = field('pincode').defaultValue ?? '';
  useEffect(() => {
    const value = pincode.current?.value ?? '';
    if (value !== rendered) lookUp(value);
    // Once, on hydration: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Typed by the shopper from now on: a later PIN leaves it alone.
  const typed = (e: { currentTarget: HTMLElement }) => delete e.currentTarget.dataset[AUTOFILLED];

  return (
    <div className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${className}`}>
      <TextField
        label={t('address.fullName')}
        autoComplete="name"
        maxLength={100}
        required={required}
        {...field('name')}
      />
      <TextField
        label={t('address.mobile')}
        // A text input: the spec allows "tel-national" only there (type="tel" takes only "tel");
        // inputMode still brings up the phone keypad.
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={16}
        required={required}
        hint={t('address.mobileHint')}
        {...field('phone')}
      />
      <div>
        <TextField
          ref={pincode}
          label={t('address.pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          required={required}
          onChange={(e) => lookUp(e.currentTarget.value)}
          {...field('pincode')}
        />
        {/* What the directory says of the PIN, read out as it changes; never an error. */}
        <p aria-live="polite" className="mt-1.5 text-xs text-slate-600">
          {found}
        </p>
      </div>
      <TextField
        label={t('address.address')}
        // "street-address" is for a multi-line control (a textarea); a one-line field is line 1.
        autoComplete="address-line1"
        maxLength={300}
        required={required}
        hint={t('address.addressHint')}
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        ref={city}
        label={t('address.city')}
        autoComplete="address-level2"
        maxLength={100}
        required={required}
        onInput={typed}
        {...field('city')}
      />
      <StateSelect
        ref={state}
        label={t('address.state')}
        autoComplete="address-level1"
        required={required}
        onInput={typed}
        {...field('state')}
      />
    </div>
  );
}
