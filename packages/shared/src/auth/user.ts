export type UserRole = 'customer' | 'admin';

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
