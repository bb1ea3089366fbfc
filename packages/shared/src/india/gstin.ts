import { stateByGstCode, stateByName } from './states';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2-digit state code, 10-character PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character of the first 14 characters (GSTN's mod-36 checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/**
 * The GST state codes a GSTIN may start with: 01 (Jammu and Kashmir) to 38 (Ladakh), the codes
 * of GSTN's state list, retired ones included (25 and 28 still head registrations issued
 * before their states merged or divided).
 */
export function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return /^\d{2}$/.test(code) && n >= 1 && n <= 38;
}

/**
 * True for a well-formed GSTIN with a GST state code whose check character is right (GSTN's
 * Luhn mod 36: characters valued 0–35, every second one doubled, each product's base-36 digits
 * added). Expects upper case.
 */
export function isValidGstin(gstin: string): boolean {
  return (
    GSTIN_PATTERN.test(gstin) &&
    isGstStateCode(gstin.slice(0, 2)) &&
    gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

/** The state code a GSTIN is registered in, e.g. '27' for Maharashtra. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/**
 * The one rule for a business buyer's GSTIN and the billing state (ADR 054): GST law registers a
 * GSTIN in one state (its first two digits), and input tax credit is claimed on an invoice billed
 * in that state. Answers the problem to show next to the GSTIN, or undefined when they agree (or
 * the state is not one of the list, which its own field reports).
 */
export function gstinStateProblem(gstin: string, billingState: string): string | undefined {
  const billing = stateByName(billingState);
  if (!billing || gstinStateCode(gstin) === billing.code) return undefined;
  const registered = stateByGstCode(gstinStateCode(gstin));
  return registered
    ? `This GSTIN is registered in ${registered.name}, but the billing state is ${billing.name}. Use your GSTIN for ${billing.name}.`
    : `This GSTIN’s state code ${gstinStateCode(gstin)} is not a state’s; check the GSTIN.`;
}
