/**
 * What the sign-up limits count by (ADR 087). Plus-addressing (`asha+1@…`) and, at Gmail, dots in
 * the local part reach one mailbox, so they count as one; the domain is counted as written.
 */
const DOTLESS_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

/** The part after the last '@', lower-cased. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** The mailbox an address delivers to: `Asha.Rao+shop@gmail.com` → `asharao@gmail.com`. */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = emailDomain(email);
  let local = email.slice(0, at).toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** Whole minutes to wait, at least one, for a Retry-After in seconds. */
export const minutesToWait = (retryAfterSeconds: number) =>
  Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** What a refused sign-up is told, on the page and in the API's error message. */
export const signupLimitText = (retryAfterSeconds: number) => {
  const minutes = minutesToWait(retryAfterSeconds);
  return `Too many accounts have been created from this network or for this email address recently. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};
