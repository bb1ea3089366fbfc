import { z } from '@shop/shared/validation/z';
import { savedAddressInputSchema } from '@shop/shared/account/addresses';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { changePasswordFormSchema, profileSchema } from '@shop/shared/auth/schemas';
import type { PageContext } from '@shop/shared/ssr/page-context';
import { data, redirect } from 'react-router';
import { handleForm, postedIntent, readForm } from '~/components/form/shop-form';
import { fillCityAndState } from './address-from-pin';
import { loginPath } from '~/lib/safe-redirect';

/** The `intent` of each form the account page posts to its own action. */
export const ACCOUNT_INTENTS = {
  profile: 'profile',
  password: 'password',
  signOutOthers: 'sign-out-others',
  addressSave: 'address-save',
  addressDefault: 'address-default',
  addressDelete: 'address-delete',
} as const;

/** Back to the page that posted, on `tab`, with the outcome in the address (post-redirect-get). */
function backTo(pageUrl: URL, tab: string | null, outcome: Record<string, string>) {
  const url = new URL(pageUrl);
  url.searchParams.delete('edit');
  for (const key of ['saved', 'ended', 'address', 'remove']) url.searchParams.delete(key);
  if (tab) url.searchParams.set('tab', tab);
  for (const [key, value] of Object.entries(outcome)) url.searchParams.set(key, value);
  return redirect(`${url.pathname}${url.search}`);
}

/** The address a form of the address book changes; 0 (none) for a new one. */
const addressIdSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * The account page's forms (routes/account.tsx): profile, change password, sign out of other
 * devices. Each is checked with its schema from packages/shared and handed to the account's
 * services; a service's error comes back to its form, a success is a redirect to the outcome.
 */
export async function accountAction(context: PageContext, request: Request, url: URL) {
  if (!context.shopper) throw redirect(loginPath(url.pathname));
  const formData = await request.formData();
  switch (postedIntent(formData)) {
    case ACCOUNT_INTENTS.profile: {
      const { updateProfile } = context.shopper;
      return handleForm(
        formData,
        profileSchema,
        async (input) => {
          await updateProfile(input);
          return backTo(url, null, { saved: 'profile' });
        },
        AUTH_ERRORS.unexpected,
      );
    }
    case ACCOUNT_INTENTS.password: {
      const { changePassword } = context.shopper;
      return handleForm(
        formData,
        changePasswordFormSchema,
        async (input) => {
          await changePassword(input);
          return backTo(url, 'settings', { saved: 'password' });
        },
        AUTH_ERRORS.unexpected,
      );
    }
    case ACCOUNT_INTENTS.addressSave: {
      const { addresses } = context.shopper;
      const id = readForm(formData, addressIdSchema)?.id ?? 0;
      fillCityAndState(formData, context.findPin);
      return handleForm(
        formData,
        savedAddressInputSchema,
        async (input) => {
          await (id > 0 ? addresses.update(id, input) : addresses.add(input));
          return backTo(url, 'addresses', { saved: 'address' });
        },
        AUTH_ERRORS.unexpected,
      );
    }
    case ACCOUNT_INTENTS.addressDefault:
    case ACCOUNT_INTENTS.addressDelete: {
      const { addresses } = context.shopper;
      const id = readForm(formData, addressIdSchema)?.id ?? 0;
      // Someone else's address, or one already gone, is not found alike.
      const mine = Number.isInteger(id) && id > 0 ? await addresses.get(id) : undefined;
      if (!mine) throw data('No such address in your address book.', { status: 404 });
      if (postedIntent(formData) === ACCOUNT_INTENTS.addressDefault) {
        await addresses.makeDefault(id);
        return backTo(url, 'addresses', { saved: 'address-default' });
      }
      await addresses.remove(id);
      return backTo(url, 'addresses', { saved: 'address-deleted' });
    }
    case ACCOUNT_INTENTS.signOutOthers: {
      const ended = await context.shopper.signOutOtherSessions();
      return backTo(url, 'settings', { ended: String(ended) });
    }
    default:
      throw data('This form is not one of the account page’s.', { status: 400 });
  }
}
