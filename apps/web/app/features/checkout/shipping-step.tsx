import { INDIAN_STATES } from '@shop/shared/india/states';
import { useRef, type FormEvent } from 'react';
import { EmailField, SelectField, TextField } from '~/components/form/fields';
import { buttonClass } from '~/components/ui/button';
import type { ShippingErrors, ShippingValues } from './shipping';

/** Step 1: delivery details, and the optional business name and GSTIN for a GST invoice. */
export function ShippingStep({
  values,
  errors,
  onChange,
  onNext,
}: {
  values: ShippingValues;
  errors: ShippingErrors;
  onChange: (values: ShippingValues) => void;
  /** Validates; returns the errors so the first one can take focus. */
  onNext: () => ShippingErrors;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const set =
    (key: keyof ShippingValues) => (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) =>
      onChange({ ...values, [key]: e.currentTarget.value });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = onNext();
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      // Every control of a form has a name; only those of ShippingValues can be in `found`.
      const name = (element as HTMLInputElement).name as keyof ShippingValues;
      if (name && found[name]) {
        (element as HTMLElement).focus(); // every control of a form can take focus
        return;
      }
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Shipping details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          maxLength={100}
          required
          error={errors.name}
        />
        <EmailField value={values.email} onChange={set('email')} required error={errors.email} />
        <TextField
          label="Mobile number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          onChange={set('phone')}
          maxLength={16}
          required
          hint="10-digit mobile number, e.g. 98765 43210"
          error={errors.phone}
        />
        <TextField
          label="PIN code"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.pincode}
          onChange={set('pincode')}
          maxLength={7}
          required
          error={errors.pincode}
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          value={values.address}
          onChange={set('address')}
          maxLength={300}
          required
          className="sm:col-span-2"
          error={errors.address}
        />
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          maxLength={100}
          required
          error={errors.city}
        />
        <SelectField
          label="State"
          name="state"
          autoComplete="address-level1"
          value={values.state}
          onChange={set('state')}
          required
          error={errors.state}
        >
          <option value="">Select a state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="wantsGstInvoice"
            checked={values.wantsGstInvoice}
            onChange={(e) => onChange({ ...values, wantsGstInvoice: e.currentTarget.checked })}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-medium text-slate-900">I need a GST invoice</span>
            <span className="block text-sm text-slate-600">
              Add your business name and GSTIN to claim input tax credit.
            </span>
          </span>
        </label>
        {values.wantsGstInvoice && (
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Business name"
              name="businessName"
              autoComplete="organization"
              value={values.businessName}
              onChange={set('businessName')}
              maxLength={150}
              required
              error={errors.businessName}
            />
            <TextField
              label="GSTIN"
              name="gstin"
              autoComplete="off"
              spellCheck={false}
              value={values.gstin}
              onChange={set('gstin')}
              maxLength={20}
              required
              hint="15 characters, e.g. 27AAPFU0939F1ZV"
              error={errors.gstin}
            />
          </div>
        )}
      </div>

      <div className="mt-6 flex justify-end">
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          Continue to Payment
        </button>
      </div>
    </form>
  );
}
