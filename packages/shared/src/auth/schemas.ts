import { z } from '../validation/z';
import {
  addressSchema,
  citySchema,
  emailSchema,
  mobileSchema,
  nameSchema,
  pincodeSchema,
  stateSchema,
} from '../checkout/fields';
import { businessNameSchema, gstinSchema } from '../orders/place-order';
import { AUTH_ERRORS } from './errors';
import { gstinStateProblem } from '../india/gstin';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

/** A new password: 6 characters at least (spec §5); the upper bound only guards the server. */
export const newPasswordSchema = z
  .string({ error: AUTH_ERRORS.weakPassword })
  .min(PASSWORD_MIN_LENGTH, AUTH_ERRORS.weakPassword)
  .max(PASSWORD_MAX_LENGTH, AUTH_ERRORS.passwordTooLong);

/** A password typed to prove who one is; its length is not judged here. */
const givenPasswordSchema = z
  .string({ error: AUTH_ERRORS.passwordRequired })
  .min(1, AUTH_ERRORS.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, AUTH_ERRORS.passwordTooLong);

const rememberSchema = z.boolean().default(false);

export const signupSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  remember: rememberSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
  remember: rememberSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: AUTH_ERRORS.resetLinkInvalid })
    .min(16, AUTH_ERRORS.resetLinkInvalid)
    .max(200, AUTH_ERRORS.resetLinkInvalid),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A form's 'Confirm new password' must repeat the new one; the error is the confirm field's. */
const confirmField = { confirm: z.string().default('') };
const confirmIssue = { path: ['confirm'], message: AUTH_ERRORS.passwordsDiffer };

/** The change-password form: the API's input and the repeated new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend(confirmField)
  .refine((form) => form.newPassword === form.confirm, confirmIssue);

/** The reset-password form: the emailed token, the new password and its repeat. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend(confirmField)
  .refine((form) => form.password === form.confirm, confirmIssue);

/** Empty (or absent) means "not given"; anything else must pass the field's own rule. */
function blankOr<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .default('')
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message });
      }
      return z.NEVER;
    });
}

/**
 * The account profile. Name is required; the delivery fields may be left empty but, when given,
 * are checked exactly as at checkout (PIN code, Indian mobile number, state from the list), and
 * so are the optional business name and GSTIN.
 */
export const profileSchema = z
  .object({
    name: nameSchema,
    phone: blankOr(mobileSchema),
    address: blankOr(addressSchema),
    city: blankOr(citySchema),
    state: blankOr(stateSchema),
    pincode: blankOr(pincodeSchema),
    /** A business buyer's legal name and GSTIN, offered for the GST invoice at checkout (ADR 054). */
    businessName: blankOr(businessNameSchema),
    gstin: blankOr(gstinSchema),
    /**
     * The business profile's billing address (ADR 104), apart from delivery addresses: the tax
     * invoice of a business order names it. All four or none.
     */
    billingAddress: blankOr(addressSchema),
    billingCity: blankOr(citySchema),
    billingState: blankOr(stateSchema),
    billingPincode: blankOr(pincodeSchema),
  })
  .superRefine(businessProfileHolds);
export type ProfileInput = z.infer<typeof profileSchema>;

const BILLING_FIELDS = ['billingAddress', 'billingCity', 'billingState', 'billingPincode'] as const;

/**
 * A billing address is whole or absent, and a GSTIN is registered in the billing state (the
 * rule of ADR 054: input tax credit is claimed on an invoice billed in the GSTIN's state).
 */
function businessProfileHolds(
  p: { gstin: string } & Record<(typeof BILLING_FIELDS)[number], string>,
  ctx: z.RefinementCtx,
): void {
  const given = BILLING_FIELDS.filter((f) => p[f] !== '');
  if (given.length > 0 && given.length < BILLING_FIELDS.length) {
    for (const f of BILLING_FIELDS) {
      if (p[f] === '') {
        ctx.addIssue({ code: 'custom', message: AUTH_ERRORS.billingIncomplete, path: [f] });
      }
    }
  }
  const problem =
    p.gstin && p.billingState ? gstinStateProblem(p.gstin, p.billingState) : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'] });
}

/** The profile as the API returns it; unset fields are ''. */
export interface Profile extends ProfileInput {
  email: string;
}
