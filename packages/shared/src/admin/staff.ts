import { STAFF_ROLES, type StaffRole } from '../auth/user';
import { emailSchema } from '../checkout/fields';
import { z } from '../validation/z';

/** One account that opens the back office, as the staff page lists it. */
export interface StaffMember {
  id: number;
  email: string;
  /** Display name (the email's local part when none was given). */
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** When the account was made (UTC ISO). */
  createdAt: string;
}

export const STAFF_ERRORS = {
  role: 'Choose Staff or Owner',
  lastOwner: 'The shop must keep at least one owner: make someone else an owner first.',
  alreadyStaff: (role: string) =>
    `This account is already ${role === 'owner' ? 'an owner' : 'staff'}.`,
  notFound: (id: number) => `No staff account with id ${id}`,
} as const;

const roleSchema = z.enum(STAFF_ROLES, { error: STAFF_ERRORS.role });

/** POST /api/admin/staff: give back-office access to the account with this email (made if new). */
export const addStaffSchema = z
  .object({ email: emailSchema, role: roleSchema.default('staff') })
  .strict();
export type AddStaff = z.infer<typeof addStaffSchema>;

/** POST /api/admin/staff/:id/role. */
export const staffRoleSchema = z.object({ role: roleSchema }).strict();

/** The staff page's forms, told apart by the button pressed (`intent`). */
export const staffFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), email: emailSchema, role: roleSchema }),
  z.object({ intent: z.literal('role'), id: z.coerce.number().int().min(1), role: roleSchema }),
  z.object({ intent: z.literal('revoke'), id: z.coerce.number().int().min(1) }),
]);

/** What adding someone did: promoted an existing account, or made one and emailed a link. */
export interface StaffAdded {
  member: StaffMember;
  /** True when the account was new: it got an email with a link to choose its password. */
  invited: boolean;
}
