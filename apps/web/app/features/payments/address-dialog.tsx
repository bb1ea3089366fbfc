import type { Profile } from '@shop/shared/auth/schemas';
import {
  addressSchema,
  citySchema,
  mobileSchema,
  pincodeSchema,
  stateSchema,
} from '@shop/shared/checkout/fields';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { z } from '@shop/shared/validation/z';
import { errorText } from '~/components/form/error-text';
import { formValues } from '~/components/form/form-values';
import { checked, useFormSubmit } from '~/components/form/use-form-submit';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { DeliveryFields } from '~/features/account/delivery-fields';
import { api } from '~/lib/api-client';

/** Buy Now's delivery details, each required and checked exactly as at checkout. */
const deliverySchema = z.object({
  phone: mobileSchema,
  address: addressSchema,
  city: citySchema,
  state: stateSchema,
  pincode: pincodeSchema,
});
const DELIVERY_FIELDS = ['phone', 'address', 'city', 'state', 'pincode'] as const;

/**
 * The short dialog Buy Now opens when the profile has no delivery address (400
 * 'address_required'): mobile number, address, city, state and PIN code, saved to the profile
 * (PUT /api/account/profile with the whole profile, name included). `onDone(true)` once saved,
 * `onDone(false)` on Cancel or Escape. A native modal <dialog>: focus is trapped and restored
 * by the browser.
 */
export function AddressDialog({ onDone }: { onDone: (saved: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const done = useRef(false);

  const finish = (saved: boolean) => {
    if (done.current) return;
    done.current = true;
    ref.current?.close();
    onDone(saved);
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    let live = true;
    api
      .profile()
      .then(({ profile }) => live && setProfile(profile))
      .catch((err: unknown) => live && setLoadError(errorText(err)));
    return () => {
      live = false;
    };
  }, []);

  const { busy, error, fieldErrors, onSubmit } = useFormSubmit({
    // The fields are shown only once the profile has loaded.
    check: (data) =>
      profile
        ? checked(deliverySchema.safeParse(formValues(data, DELIVERY_FIELDS)))
        : { ok: false, errors: {} },
    send: async (input) => {
      await api.updateProfile({ name: profile!.name, ...input });
      finish(true);
    },
  });
  const shownError = error ?? loadError;

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Delivery address
        </h2>
        <p id={introId} className="mt-1 text-sm text-slate-600">
          {PAYMENT_MESSAGES.addressRequired}
        </p>
        {shownError && <ErrorBox className="mt-4">{shownError}</ErrorBox>}
        {profile ? (
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DeliveryFields profile={profile} errors={fieldErrors} required />
          </div>
        ) : (
          !shownError && (
            <p role="status" className="mt-4 text-sm text-slate-600">
              Loading your details…
            </p>
          )
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!profile || busy}
            className={buttonClass('primary', 'md')}
          >
            {busy ? 'Saving…' : 'Save and continue'}
          </button>
          <button
            type="button"
            onClick={() => finish(false)}
            className={buttonClass('outline', 'md')}
          >
            Cancel
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
