import type { SubmissionResult } from '@conform-to/react';
import type { Profile } from '@shop/shared/auth/schemas';
import {
  CHECKOUT_INTENTS,
  shippingFormSchema,
  type CheckoutDraft,
} from '@shop/shared/checkout/checkout-form';
import { INDIAN_STATES } from '@shop/shared/india/states';
import { Form } from 'react-router';
import { EmailField, SelectField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'pincode',
  'businessName',
  'gstin',
] as const;

/** What the Shipping step shows before anything is typed. */
export interface ShippingDefaults {
  text: Record<(typeof TEXT_FIELDS)[number], string>;
  wantsGstInvoice: boolean;
}

/** The step's values as last checked (Back from a later step), else the saved profile's. */
export function shippingDefaults(
  draft: CheckoutDraft | null,
  profile: Partial<Profile> | null,
): ShippingDefaults {
  const from: Partial<Record<string, string>> = draft?.shipping ?? profile ?? {};
  // Object.fromEntries answers { [k: string]: string }; there is one entry for each of TEXT_FIELDS.
  const text = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, from[name] ?? '']),
  ) as ShippingDefaults['text'];
  text.businessName = draft?.business?.name ?? '';
  text.gstin = draft?.business?.gstin ?? '';
  return { text, wantsGstInvoice: !!draft?.business };
}

/**
 * Step 1: delivery details, and the optional business name and GSTIN for a GST invoice. A form
 * posted to the /checkout action (ADR 049); with JavaScript Conform checks each field as it is
 * left, with the same schema. The GST fields show when the box is ticked, by CSS alone.
 */
export function ShippingStep({
  defaults,
  lastResult,
}: {
  defaults: ShippingDefaults;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const { formProps, error, field } = useShopForm(shippingFormSchema, lastResult);
  const submitting = useSubmitting({ intent: CHECKOUT_INTENTS.shipping });
  // After a refused post the typed values come back with the answer; before, the defaults.
  const typed = lastResult?.initialValue;
  const f = (name: (typeof TEXT_FIELDS)[number]) => {
    const { defaultValue, ...rest } = field(name);
    return { ...rest, defaultValue: typed ? (defaultValue ?? '') : defaults.text[name] };
  };
  const wantsGst = typed ? typed.wantsGstInvoice === 'on' : defaults.wantsGstInvoice;

  return (
    <Form method="post" {...formProps} aria-label="Shipping details">
      <input type="hidden" name="intent" value={CHECKOUT_INTENTS.shipping} />
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" maxLength={100} required {...f('name')} />
        <EmailField required {...f('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          required
          hint="10-digit mobile number, e.g. 98765 43210"
          {...f('phone')}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          required
          {...f('pincode')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          maxLength={300}
          required
          className="sm:col-span-2"
          {...f('address')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={100}
          required
          {...f('city')}
        />
        <SelectField label="State" autoComplete="address-level1" required {...f('state')}>
          <option value="">Select a state</option>
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="group mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="wantsGstInvoice"
            defaultChecked={wantsGst}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-medium text-slate-900">I need a GST invoice</span>
            <span className="block text-sm text-slate-600">
              Add your business name and GSTIN to claim input tax credit.
            </span>
          </span>
        </label>
        <div className="mt-4 hidden grid-cols-1 gap-4 group-has-[:checked]:grid sm:grid-cols-2">
          <TextField
            label="Business name"
            autoComplete="organization"
            maxLength={150}
            required
            {...f('businessName')}
          />
          <TextField
            label="GSTIN"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            hint="15 characters, e.g. 27AAPFU0939F1ZV"
            {...f('gstin')}
          />
        </div>
      </div>

      <div className="mt-6 flex justify-end">
        <button
          type="submit"
          aria-busy={submitting || undefined}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          Continue to Payment
        </button>
      </div>
    </Form>
  );
}
