/**
 * Where to go after logging in: the saved path when it is a path on this site, otherwise '/'.
 * Anything that could leave the shop ('//evil.example', '/\\evil.example', 'https://…', control
 * characters that browsers strip) falls back to the home page.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  // Back to the login screen would be a loop for someone who is now signed in.
  if (/^\/login(?:[/?#]|$)/.test(value)) return fallback;
  return value;
}

/** /login with the page to come back to, e.g. /login?redirect=/account ('/' needs no escape). */
export function loginPath(returnTo: string): string {
  if (returnTo === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
