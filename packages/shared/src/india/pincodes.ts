import { describes } from '../validation/describes';
import { z } from '../validation/z';
import { normalisePincode } from '../checkout/fields';
import { stateByName } from './states';

/**
 * What India Post's PIN directory says of one PIN code (ADR 053): the district its post offices
 * are in (offered as the city) and the state or states it serves (a handful of PINs cross a
 * border). The directory itself stays on the server; pages and the API ask for one PIN at a time.
 */
export interface PinPlace {
  pincode: string;
  city: string;
  /** Canonical state names (states.ts), the first the one most of its post offices are in. */
  states: string[];
}

export const pinPlaceSchema = describes<PinPlace>()(
  z
    .object({
      pincode: z.string(),
      city: z.string().meta({ description: 'District of the PIN (offered as the city)' }),
      states: z.array(z.string()).meta({ description: 'States the PIN serves, main one first' }),
    })
    .meta({ id: 'PinPlace', description: "A PIN code in India Post's directory" }),
);

export const PIN_MESSAGES = {
  unknown:
    'This PIN code is not in India Post’s directory. Please check it; we will still deliver.',
  mismatch: (place: PinPlace, state: string) =>
    `PIN code ${place.pincode} is in ${place.states.join(' / ')}, not ${state}. Check the PIN code or the state.`,
} as const;

/**
 * The one rule for a PIN code and the state chosen with it (checkout, address book, API): a PIN
 * the directory does not know is flagged (`unknown`) but accepted — the directory is a snapshot
 * and new PINs open — while a known PIN in another state is an error on the PIN field.
 */
export function pincodeStateCheck(
  place: PinPlace | undefined,
  state: string,
): { unknown: boolean; error?: string } {
  if (!place) return { unknown: true };
  const chosen = stateByName(state)?.name ?? state;
  if (place.states.includes(chosen)) return { unknown: false };
  return { unknown: false, error: PIN_MESSAGES.mismatch(place, chosen) };
}

/**
 * A posted address with an empty city or state filled from its PIN's place (the form without
 * JavaScript, where the page could not fill them as the PIN was typed). Typed values are kept.
 */
export function fillFromPin<T extends { city?: unknown; state?: unknown }>(
  values: T,
  place: PinPlace | undefined,
): T {
  if (!place) return values;
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  return {
    ...values,
    ...(blank(values.city) ? { city: place.city } : {}),
    ...(blank(values.state) ? { state: place.states[0] } : {}),
  };
}

/** The PIN as the directory is keyed ('400 093' → '400093'), or undefined when malformed. */
export function directoryKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const pin = normalisePincode(value);
  return /^[1-9][0-9]{5}$/.test(pin) ? pin : undefined;
}
