import type { StaffRole, UserRole } from '../auth/user';

/**
 * What each back-office role may do (ADR 070): the one place the rule is written. The server
 * checks it at every edge (API routes and the pages' actions, a refusal is 403); the screens read
 * it only to leave out what a role cannot use.
 *
 * Staff run the day: orders (status, dispatch, cancel, returns up to receiving the goods), stock
 * and the other product fields, messages, reviews and customers. Owners also manage the staff
 * accounts, refunds, prices (which includes adding and deleting products), the shop's settings
 * and clearing a sign-in or sign-up limit (ADR 087); staff see the limits but cannot clear them.
 */
export const PERMISSIONS = {
  orders: ['staff', 'owner'],
  stock: ['staff', 'owner'],
  messages: ['staff', 'owner'],
  reviews: ['staff', 'owner'],
  customers: ['staff', 'owner'],
  'staff.manage': ['owner'],
  refunds: ['owner'],
  prices: ['owner'],
  settings: ['owner'],
  throttles: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** Whether an account with this role may do it (customers may do nothing here). */
export function can(role: UserRole | null | undefined, permission: Permission): boolean {
  const allowed: readonly UserRole[] = PERMISSIONS[permission];
  return role != null && allowed.includes(role);
}

/** Everything the role may do, for a screen to decide what to show. */
export function permissionsOf(role: UserRole | null | undefined): Permission[] {
  // Object.keys types its answer string[]; PERMISSIONS has exactly the Permission keys.
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}

/** What a refused member of staff is told (the API's 403 message, the form's red box). */
export const PERMISSION_ERRORS: Record<Permission, string> = {
  orders: 'Only the shop’s staff can manage orders.',
  stock: 'Only the shop’s staff can change stock.',
  messages: 'Only the shop’s staff can handle messages.',
  reviews: 'Only the shop’s staff can moderate reviews.',
  customers: 'Only the shop’s staff can manage customers.',
  'staff.manage': 'Only an owner can manage staff accounts.',
  refunds: 'Only an owner can refund money.',
  prices: 'Only an owner can change prices, or add or delete products.',
  settings: 'Only an owner can change the shop’s settings.',
  throttles: 'Only an owner can clear sign-in and sign-up limits.',
};

/** The names the back office shows for the roles. */
export const ROLE_LABELS: Record<UserRole, string> = {
  customer: 'Customer',
  staff: 'Staff',
  owner: 'Owner',
};
