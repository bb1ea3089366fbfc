import type { SubmissionResult } from '@conform-to/react';
import { ADDRESS_BOOK_LIMIT, addressLine, type SavedAddress } from '@shop/shared/account/addresses';
import { PIN_MESSAGES } from '@shop/shared/india/pincodes';
import { Form, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { SuccessBox } from '~/components/ui/notice';
import { ACCOUNT_INTENTS } from './account-action';
import { AddressForm } from './address-form';

const SAVED_TEXT: Record<string, string> = {
  address: 'Address saved.',
  'address-default': 'Default address changed.',
  'address-deleted': 'Address deleted.',
};

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
  const saved = SAVED_TEXT[params.get('saved') ?? ''];

  return (
    <div>
      {saved && <SuccessBox className="mb-4">{saved}</SuccessBox>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Saved addresses</h2>
        {addresses.length < ADDRESS_BOOK_LIMIT && (
          <Link
            to={linkWith({ address: 'new' })}
            replace
            preventScrollReset
            className={buttonClass('outline', 'sm')}
          >
            <Icon name="plus" className="h-4 w-4" />
            Add a new address
          </Link>
        )}
      </div>
      {addresses.length === 0 ? (
        <p className="mt-4 text-slate-600">
          No saved addresses yet. Add one here, or tick “Save this address” at checkout.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-xl border border-slate-200 p-4">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {a.name}
                {a.isDefault && (
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Default
                  </span>
                )}
              </p>
              <p className="mt-1 break-words text-slate-700">{addressLine(a)}</p>
              <p className="mt-1 text-slate-700">Mobile: {a.phone}</p>
              {!a.pincodeKnown && (
                <p className="mt-2 text-sm text-amber-800">{PIN_MESSAGES.unknown}</p>
              )}
              {removing?.id === a.id ? (
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value={ACCOUNT_INTENTS.addressDelete} />
                  <input type="hidden" name="id" value={a.id} />
                  <span className="text-sm text-slate-800">Delete this address?</span>
                  <button type="submit" className={buttonClass('primary', 'sm')}>
                    Yes, delete
                  </button>
                  <Link
                    to={linkWith({})}
                    replace
                    preventScrollReset
                    className={buttonClass('outline', 'sm')}
                  >
                    Keep it
                  </Link>
                </Form>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={linkWith({ address: String(a.id) })}
                    replace
                    preventScrollReset
                    aria-label={`Edit address of ${a.name}, ${a.pincode}`}
                    className={buttonClass('outline', 'sm')}
                  >
                    Edit
                  </Link>
                  <Link
                    to={linkWith({ remove: String(a.id) })}
                    replace
                    preventScrollReset
                    aria-label={`Delete address of ${a.name}, ${a.pincode}`}
                    className={buttonClass('outline', 'sm')}
                  >
                    Delete
                  </Link>
                  {!a.isDefault && (
                    <Form method="post">
                      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.addressDefault} />
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        aria-label={`Make the address of ${a.name}, ${a.pincode} the default`}
                        className={buttonClass('outline', 'sm')}
                      >
                        Make default
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
