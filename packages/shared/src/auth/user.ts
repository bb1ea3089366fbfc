/** Every role an account can have: shoppers, and the two back-office roles (ADR 070). */
export const USER_ROLES = ['customer', 'staff', 'owner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that open the back office; owners may do everything, staff the day's work. */
export const STAFF_ROLES = ['staff', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether this role opens the back office. */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === 'staff' || role === 'owner';
}

/** Whether the user may open the back office: an owner or a member of staff (ADR 070). */
export function isStaff<U extends { role: UserRole }>(
  user: U | null | undefined,
): user is U & { role: StaffRole } {
  return isStaffRole(user?.role);
}

/** The signed-in shopper as pages and the API see them. `name` is already the display name. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: UserRole;
}

/** The name the shop shows: the account's name, or the part of the email before '@' (spec §3). */
export function displayName(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
