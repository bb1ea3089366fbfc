import {
  directoryKey,
  fillFromPin,
  pincodeStateCheck,
  type PinPlace,
} from '@shop/shared/india/pincodes';
import { z } from '@shop/shared/validation/z';
import { readForm } from '~/components/form/shop-form';

/** The fields of an address form the PIN directory fills, as typed. */
const placeSchema = z.object({
  pincode: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
});

/**
 * A posted address form's empty city and state, filled on the server from its PIN code (ADR 053):
 * without JavaScript the page could not fill them as the PIN was typed. Typed values are kept.
 */
export function fillCityAndState(
  formData: FormData,
  findPin: (pincode: string) => PinPlace | undefined,
): void {
  const typed = readForm(formData, placeSchema) ?? {};
  const pin = directoryKey(typed.pincode ?? null);
  if (!pin) return;
  const filled = fillFromPin(
    { city: typed.city ?? null, state: typed.state ?? null },
    findPin(pin),
  );
  for (const name of ['city', 'state'] as const) {
    if (typeof filled[name] === 'string') formData.set(name, filled[name]);
  }
}

/**
 * The shared PIN/state rule on a checked address (ADR 053), refused the way the services refuse
 * (asRefusal reads it), with the problem next to the PIN field; an unknown PIN passes.
 */
export function refuseStateMismatch(
  address: { pincode: string; state: string },
  findPin: (pincode: string) => PinPlace | undefined,
): void {
  const { error } = pincodeStateCheck(findPin(address.pincode), address.state);
  if (!error) return;
  throw Object.assign(new Error(error), {
    kind: 'invalid_input',
    code: 'pincode_state_mismatch',
    fields: { pincode: error },
  });
}
