import { stateText } from '@shop/shared/india/states';
import type { SubmissionResult } from '@conform-to/react';
import { ADDRESS_BOOK_LIMIT, addressLine, type SavedAddress } from '@shop/shared/account/addresses';
import { Form, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { SuccessBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { AddressForm } from './address-form';
import { useT } from '~/lib/i18n/i18n';

const SAVED_TEXT = {
  address: 'account.addresses.saved',
  'address-default': 'account.addresses.defaultChanged',
  'address-deleted': 'account.addresses.deleted',
} as const;

const isSaved = (value: string | null): value is keyof typeof SAVED_TEXT =>
  value !== null && Object.hasOwn(SAVED_TEXT, value);

/**
 * The address book (ADR 053): each saved address with Edit, Delete and "Make default"; the add and
 * edit form is an address (?address=new, ?address=<id>) and Delete asks again on the page
 * (?remove=<id>), so everything works without JavaScript and without a browser dialog.
 */
export function AddressesTab({
  addresses,
  lastResult,
}: {
  addresses: SavedAddress[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const key of ['address', 'remove', 'saved']) next.delete(key);
    for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
    return `?${next}`;
  };
  const editing = lastResult ? String(lastResult.initialValue?.id ?? 'new') : params.get('address');
  if (editing) {
    const address = addresses.find((a) => String(a.id) === editing);
    return <AddressForm address={address} cancelHref={linkWith({})} lastResult={lastResult} />;
  }
  const removing = addresses.find((a) => String(a.id) === params.get('remove'));
  const savedParam = params.get('saved');
  const saved = isSaved(savedParam) ? t(SAVED_TEXT[savedParam]) : undefined;

  return (
    <div>
      {saved && <SuccessBox className="mb-4">{saved}</SuccessBox>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('account.addresses.heading')}</h2>
        {addresses.length < ADDRESS_BOOK_LIMIT && (
          <Link
            to={linkWith({ address: 'new' })}
            replace
            preventScrollReset
            className={buttonClass('outline', 'sm')}
          >
            <Icon name="plus" className="h-4 w-4" />
            {t('account.addresses.add')}
          </Link>
        )}
      </div>
      {addresses.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('account.addresses.none')}</p>
      ) : (
        <ul
          className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2"
          aria-label={t('account.addresses.heading')}
        >
          {addresses.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {a.name}
                {a.isDefault && (
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('account.addresses.default')}
                  </span>
                )}
              </p>
              <p className="mt-1 break-words text-slate-700">
                {addressLine({ ...a, state: stateText(a.state, t) })}
              </p>
              <p className="mt-1 text-slate-700">
                {t('account.addresses.mobile', { phone: a.phone })}
              </p>
              {!a.pincodeKnown && (
                <p className="mt-2 text-sm text-amber-800">{t('address.pinUnknown')}</p>
              )}
              {removing?.id === a.id ? (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value={ACCOUNT_INTENTS.addressDelete} />
                  <input type="hidden" name="id" value={a.id} />
                  <span className="text-sm text-slate-800">
                    {t('account.addresses.confirmDelete')}
                  </span>
                  <button type="submit" className={buttonClass('primary', 'sm')}>
                    {t('account.addresses.yesDelete')}
                  </button>
                  <Link
                    to={linkWith({})}
                    replace
                    preventScrollReset
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('account.addresses.keep')}
                  </Link>
                </Form>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={linkWith({ address: String(a.id) })}
                    replace
                    preventScrollReset
                    aria-label={t('account.addresses.editLabel', {
                      name: a.name,
                      pincode: a.pincode,
                    })}
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('account.addresses.edit')}
                  </Link>
                  <Link
                    to={linkWith({ remove: String(a.id) })}
                    replace
                    preventScrollReset
                    aria-label={t('account.addresses.deleteLabel', {
                      name: a.name,
                      pincode: a.pincode,
                    })}
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('account.addresses.delete')}
                  </Link>
                  {!a.isDefault && (
                    <Form method="post">
                      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.addressDefault} />
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        aria-label={t('account.addresses.makeDefaultLabel', {
                          name: a.name,
                          pincode: a.pincode,
                        })}
                        className={buttonClass('outline', 'sm')}
                      >
                        {t('account.addresses.makeDefault')}
                      </button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
