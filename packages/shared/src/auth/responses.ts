import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { Profile } from './schemas';
import { USER_ROLES, type SessionUser } from './user';

/* What the auth and account API answers with (server-only, ADR 033). */

export const sessionUserSchema = describes<SessionUser>()(
  z
    .object({
      id: z.number().int(),
      email: z.string(),
      name: z.string().meta({ description: 'Display name' }),
      role: z.enum(USER_ROLES),
    })
    .meta({ id: 'SessionUser' }),
);

export const profileResponseSchema = describes<Profile>()(
  z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      businessName: z.string().meta({ description: 'Legal name for GST invoices' }),
      gstin: z.string(),
      billingAddress: z.string().meta({ description: 'The business profile’s billing address' }),
      billingCity: z.string(),
      billingState: z.string(),
      billingPincode: z.string(),
    })
    .meta({ id: 'Profile', description: "The account's profile; unset fields are ''" }),
);
