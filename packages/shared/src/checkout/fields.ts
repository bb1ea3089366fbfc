import { z } from '../validation/z';
import { stateByName } from '../india/states';

/** Texts shown under a field when its value is refused (checkout, account profile, sign-up). */
export const FIELD_ERRORS = {
  emailRequired: 'Enter your email address',
  email: 'Invalid email address',
  name: 'Enter your full name',
  phone: 'Enter a valid 10-digit mobile number',
  address: 'Enter your address',
  city: 'Enter your city',
  state: 'Choose a state or union territory',
  pincode: 'PIN code must be exactly 6 digits',
} as const;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/** Removes a single space, so '400 093' is accepted as '400093'. */
export function normalisePincode(value: string): string {
  return value.trim().replace(' ', '');
}

const PINCODE = /^[1-9][0-9]{5}$/;

export function isValidPincode(value: string): boolean {
  return PINCODE.test(normalisePincode(value));
}

// 10 digits starting 6–9, optionally after +91, 91 or a trunk 0.
const MOBILE = /^(?:\+?91|0)?([6-9][0-9]{9})$/;

/** The 10-digit mobile number, or undefined when the value is not an Indian mobile number. */
export function normaliseMobile(value: string): string | undefined {
  const compact = value.replace(/[\s\-().]/g, '');
  return MOBILE.exec(compact)?.[1];
}

/** The shopper's name as given, trimmed, with inner runs of spaces collapsed. */
export const nameSchema = z
  .string({ error: FIELD_ERRORS.name })
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, FIELD_ERRORS.name).max(MAX_NAME_LENGTH, FIELD_ERRORS.name));

/** An email address, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: FIELD_ERRORS.emailRequired })
  .transform((s) => s.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, FIELD_ERRORS.emailRequired)
      .max(MAX_EMAIL_LENGTH, FIELD_ERRORS.email)
      .pipe(z.email(FIELD_ERRORS.email)),
  );

/** Indian PIN code: six digits, the first 1–9; one space is tolerated ('400 093'). */
export const pincodeSchema = z
  .string({ error: FIELD_ERRORS.pincode })
  .transform(normalisePincode)
  .pipe(z.string().regex(PINCODE, FIELD_ERRORS.pincode));

/** Indian mobile number, normalised to its 10 digits. */
export const mobileSchema = z.string({ error: FIELD_ERRORS.phone }).transform((s, ctx) => {
  const digits = normaliseMobile(s);
  if (!digits) {
    ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.phone });
    return z.NEVER;
  }
  return digits;
});

/** A state or union territory, given by name in any case; stored with its canonical spelling. */
export const stateSchema = z.string({ error: FIELD_ERRORS.state }).transform((s, ctx) => {
  const state = stateByName(s);
  if (!state) {
    ctx.addIssue({ code: 'custom', message: FIELD_ERRORS.state });
    return z.NEVER;
  }
  return state.name;
});

export const addressSchema = z
  .string({ error: FIELD_ERRORS.address })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, FIELD_ERRORS.address).max(300, FIELD_ERRORS.address));

export const citySchema = z
  .string({ error: FIELD_ERRORS.city })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, FIELD_ERRORS.city).max(100, FIELD_ERRORS.city));
