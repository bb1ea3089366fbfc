import type { SubmissionResult } from '@conform-to/react';
import { savedAddressInputSchema, type SavedAddress } from '@shop/shared/account/addresses';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { AddressFields, type AddressFieldName } from './address-fields';
import { useShopForm, useSubmitting } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { useT } from '~/lib/i18n/i18n';

/**
 * Adds an address to the book or edits one (ADR 053): a form posted to the account page's action,
 * checked with the shared schema; an error (a PIN in another state, a full book) comes back here
 * with what was typed. Cancel is a link back to the list.
 */
export function AddressForm({
  address,
  cancelHref,
  lastResult,
}: {
  /** The address being edited; none for a new one. */
  address?: SavedAddress;
  cancelHref: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const { formProps, error, field } = useShopForm(savedAddressInputSchema, lastResult);
  const busy = useSubmitting({ intent: ACCOUNT_INTENTS.addressSave });
  const typed = lastResult?.initialValue;
  const shown = (name: AddressFieldName) => {
    const { defaultValue, ...rest } = field(name);
    return { ...rest, defaultValue: typed ? (defaultValue ?? '') : (address?.[name] ?? '') };
  };
  const makeDefault = typed ? typed.makeDefault === 'on' : !!address?.isDefault;

  return (
    <Form method="post" {...formProps} aria-labelledby="address-form-title">
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.addressSave} />
      {address && <input type="hidden" name="id" value={address.id} />}
      <h2 id="address-form-title" className="text-lg font-semibold text-slate-900">
        {address ? t('account.addresses.editTitle') : t('account.addresses.add')}
      </h2>
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <AddressFields field={shown} className="mt-4" />
      <label className="mt-4 flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name="makeDefault"
          defaultChecked={makeDefault}
          className="h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="text-slate-800">{t('account.addresses.makeMyDefault')}</span>
      </label>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          aria-busy={busy || undefined}
          className={buttonClass('primary', 'md')}
        >
          {busy ? t('account.saving') : t('account.addresses.save')}
        </button>
        <Link to={cancelHref} replace preventScrollReset className={buttonClass('outline', 'md')}>
          {t('account.cancel')}
        </Link>
      </div>
    </Form>
  );
}
