import { ADDRESS_ERRORS } from '@shop/shared/account/addresses';
import {
  checkedShipping,
  savedAddressChoice,
  type CheckoutDraft,
  type ShippingFormInput,
} from '@shop/shared/checkout/checkout-form';
import { gstinStateProblem } from '@shop/shared/india/gstin';
import type { PageContext, ShopperPages } from '@shop/shared/ssr/page-context';
import { asRefusal } from '@shop/shared/ssr/refusal';
import { refuseStateMismatch } from '~/features/account';

/** A refusal read the way the services' are (asRefusal), on one field when `field` is given. */
const refusal = (message: string, field?: string) =>
  Object.assign(new Error(message), {
    kind: 'invalid_input',
    code: 'invalid_shipping',
    ...(field ? { fields: { [field]: message } } : {}),
  });

/**
 * The Shipping step once its form is checked (ADR 053, 054): the chosen saved address or the one
 * typed in, which must pass the shared PIN/state rule; the GSTIN must be the billing (delivery)
 * state's, and is then kept on the profile; "Save this address" adds the typed one to the book
 * (an identical one is not added twice; a full book is simply not added to). Answers the draft's
 * new shipping part; refusals go back to the form next to their fields.
 */
export async function checkShippingStep(
  context: PageContext,
  shopper: ShopperPages,
  value: ShippingFormInput,
): Promise<Pick<CheckoutDraft, 'shipping' | 'business' | 'addressId' | 'poNumber'>> {
  const savedId = savedAddressChoice(value.addressId);
  const saved = savedId === undefined ? undefined : await shopper.addresses.get(savedId);
  if (savedId !== undefined && !saved) throw refusal(ADDRESS_ERRORS.notFound, 'addressId');
  const { shipping, business } = checkedShipping(value, saved);
  refuseStateMismatch(shipping, context.findPin);
  if (business) {
    const problem = gstinStateProblem(business.gstin, shipping.state);
    if (problem) throw refusal(problem, 'gstin');
    await shopper.saveBusiness(business);
  }
  if (!saved && value.saveAddress) {
    const { name, phone, pincode, address, city, state } = shipping;
    const entry = { name, phone, pincode, address, city, state, makeDefault: false };
    await shopper.addresses.add(entry).catch((err: unknown) => {
      // Checkout goes on with a full book: the address is used, just not kept.
      if (asRefusal(err)?.code !== 'address_book_full') throw err;
    });
  }
  return { shipping, business, addressId: saved?.id ?? null, poNumber: value.poNumber };
}
