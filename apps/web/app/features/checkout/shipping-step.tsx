import { stateText } from '@shop/shared/india/states';
import type { SubmissionResult } from '@conform-to/react';
import { addressLine, type SavedAddress } from '@shop/shared/account/addresses';
import type { Profile } from '@shop/shared/auth/schemas';
import {
  CHECKOUT_INTENTS,
  shippingFormSchema,
  type CheckoutDraft,
} from '@shop/shared/checkout/checkout-form';
import { Form } from 'react-router';
import { AddressFields, ADDRESS_FIELDS, type AddressFieldName } from '~/features/account';
import { EmailField, TextField } from '~/components/form/fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { MAX_PO_NUMBER } from '@shop/shared/orders/po-number';
import { useT } from '~/lib/i18n/i18n';

const TEXT_FIELDS = [...ADDRESS_FIELDS, 'email', 'businessName', 'gstin', 'poNumber'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

/** What the Shipping step shows before anything is typed. */
export interface ShippingDefaults {
  text: Record<TextFieldName, string>;
  wantsGstInvoice: boolean;
  /** The saved address picked: the draft's, else the book's default; 'new' to type one. */
  addressId: string;
}

/**
 * The step's values as last checked (Back from a later step), else the saved profile's: its
 * email, its delivery details when the address book is empty, and the business name and GSTIN
 * a checkout last used (ADR 054).
 */
export function shippingDefaults(
  draft: CheckoutDraft | null,
  profile: Partial<Profile> | null,
  addresses: SavedAddress[],
): ShippingDefaults {
  const from: Partial<Record<string, string>> = draft?.shipping ?? profile ?? {};
  // Object.fromEntries answers { [k: string]: string }; there is one entry for each of TEXT_FIELDS.
  const text = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, from[name] ?? '']),
  ) as ShippingDefaults['text'];
  text.businessName = draft?.business?.name ?? profile?.businessName ?? '';
  text.gstin = draft?.business?.gstin ?? profile?.gstin ?? '';
  text.poNumber = draft?.poNumber ?? '';
  const chosen = draft?.shipping ? draft.addressId : addresses.find((a) => a.isDefault)?.id;
  const addressId = addresses.some((a) => a.id === chosen) ? String(chosen) : 'new';
  return { text, wantsGstInvoice: !!draft?.business, addressId };
}

/**
 * Step 1: where to deliver — a saved address from the book (the default picked) or a new one,
 * which "Save this address" keeps (the first one is always kept, as the default: ADR 053) — the
 * order's email, and the optional business name
 * and GSTIN for a GST invoice (ADR 054). A form posted to the /checkout action (ADR 049); with
 * JavaScript Conform checks each field as it is left, with the same schema. The new address's
 * fields and the GST fields show by CSS alone, when their choice is ticked.
 */
export function ShippingStep({
  defaults,
  addresses,
  lastResult,
}: {
  defaults: ShippingDefaults;
  addresses: SavedAddress[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(shippingFormSchema, lastResult);
  const submitting = useSubmitting({ intent: CHECKOUT_INTENTS.shipping });
  // After a refused post the typed values come back with the answer; before, the defaults.
  const typed = lastResult?.initialValue;
  const f = (name: TextFieldName) => {
    const { defaultValue, ...rest } = field(name);
    return { ...rest, defaultValue: typed ? (defaultValue ?? '') : defaults.text[name] };
  };
  const wantsGst = typed ? typed.wantsGstInvoice === 'on' : defaults.wantsGstInvoice;
  const picked = typed ? String(typed.addressId ?? 'new') : defaults.addressId;
  const choiceError = field('addressId').error;

  return (
    <Form method="post" {...formProps} aria-label={t('checkout.step.shipping')}>
      <input type="hidden" name="intent" value={CHECKOUT_INTENTS.shipping} />
      {error && <ErrorBox className="mb-6">{error}</ErrorBox>}
      <div className="group/address">
        {addresses.length > 0 ? (
          <fieldset>
            <legend className="mb-3 font-medium text-slate-900">{t('checkout.deliverTo')}</legend>
            {choiceError && <p className="mb-3 text-sm font-medium text-red-700">{choiceError}</p>}
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {addresses.map((a) => (
                <label
                  key={a.id}
                  className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="addressId"
                    value={a.id}
                    defaultChecked={picked === String(a.id)}
                    className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0 text-sm">
                    <span className="block font-semibold text-slate-900">
                      {a.name}
                      {a.isDefault && (
                        <span className="ml-2 text-xs text-brand-800">
                          {t('checkout.defaultAddress')}
                        </span>
                      )}
                    </span>
                    <span className="block break-words text-slate-700">
                      {addressLine({ ...a, state: stateText(a.state, t) })}
                    </span>
                    <span className="block text-slate-700">
                      {t('checkout.mobile', { phone: a.phone })}
                    </span>
                    {!a.pincodeKnown && (
                      <span className="block text-amber-800">{t('address.pinUnknown')}</span>
                    )}
                  </span>
                </label>
              ))}
              <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  id="checkout-new-address"
                  type="radio"
                  name="addressId"
                  value="new"
                  defaultChecked={picked === 'new'}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                <span className="font-medium text-slate-900">{t('checkout.newAddress')}</span>
              </label>
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name="addressId" value="new" />
        )}
        <div
          className={
            addresses.length > 0
              ? 'mt-4 hidden group-has-[#checkout-new-address:checked]/address:block'
              : ''
          }
        >
          <AddressFields field={(name: AddressFieldName) => f(name)} className="" />
          {addresses.length > 0 ? (
            <label className="mt-4 flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                name="saveAddress"
                defaultChecked={typed ? typed.saveAddress === 'on' : false}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="text-slate-800">{t('checkout.saveAddress')}</span>
            </label>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              <input type="hidden" name="saveAddress" value="on" />
              {t('checkout.firstAddressSaved')}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <EmailField
          required
          label={t('checkout.email')}
          hint={t('checkout.emailHint')}
          {...f('email')}
        />
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
            <span className="font-medium text-slate-900">{t('checkout.wantsGstInvoice')}</span>
            <span className="block text-sm text-slate-600">
              {t('checkout.wantsGstInvoiceHint')}
            </span>
          </span>
        </label>
        <div className="mt-4 hidden grid-cols-1 gap-4 group-has-[:checked]:grid sm:grid-cols-2">
          <TextField
            label={t('checkout.businessName')}
            autoComplete="organization"
            maxLength={150}
            required
            {...f('businessName')}
          />
          <TextField
            label={t('checkout.gstin')}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            hint={t('checkout.gstinHint')}
            {...f('gstin')}
          />
        </div>
      </div>
      <TextField
        label={t('checkout.poNumber')}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_PO_NUMBER}
        className="mt-4"
        hint={t('checkout.poNumberHint')}
        {...f('poNumber')}
      />

      <div className="mt-6 flex justify-end">
        <button
          type="submit"
          aria-busy={submitting || undefined}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {t('checkout.continueToPayment')}
        </button>
      </div>
    </Form>
  );
}
