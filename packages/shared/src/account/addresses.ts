import { describes } from '../validation/describes';
import { z } from '../validation/z';
import {
  addressSchema,
  citySchema,
  mobileSchema,
  nameSchema,
  pincodeSchema,
  stateSchema,
} from '../checkout/fields';

/*
 * The address book (ADR 053): the delivery addresses a customer keeps in the account, as on the
 * large Indian marketplaces — recipient's name and mobile, PIN code, address, city, state, and
 * one default, which Buy Now ships to and checkout offers first.
 */

/** How many addresses one account keeps (Amazon.in and Flipkart cap theirs similarly). */
export const ADDRESS_BOOK_LIMIT = 20;

export const ADDRESS_ERRORS = {
  notFound: 'No such address in your address book.',
  full: `Your address book is full (${ADDRESS_BOOK_LIMIT} addresses). Delete one to add another.`,
} as const;

/** An address as typed into the book (the account's form, the API). */
export const savedAddressInputSchema = z.object({
  name: nameSchema,
  phone: mobileSchema,
  pincode: pincodeSchema,
  address: addressSchema,
  city: citySchema,
  state: stateSchema,
  makeDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;

/** A saved address; `pincodeKnown` is false when India Post's directory lacks its PIN. */
export interface SavedAddress {
  id: number;
  name: string;
  phone: string;
  pincode: string;
  address: string;
  city: string;
  state: string;
  isDefault: boolean;
  pincodeKnown: boolean;
}

export const savedAddressSchema = describes<SavedAddress>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      pincode: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      isDefault: z.boolean(),
      pincodeKnown: z
        .boolean()
        .meta({ description: 'False when the PIN is not in India Post’s directory (flagged)' }),
    })
    .meta({ id: 'SavedAddress' }),
);

/** The address on one line, as the book and the checkout's choices show it. */
export function addressLine(a: Pick<SavedAddress, 'address' | 'city' | 'state' | 'pincode'>) {
  return `${a.address}, ${a.city}, ${a.state} ${a.pincode}`;
}
