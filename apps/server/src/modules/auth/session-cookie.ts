import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type NewSession } from './sessions';

function baseOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure };
}

/**
 * Remembered sessions get a cookie that outlives the browser (Max-Age = the session's absolute
 * lifetime); others get a browser-session cookie with no Max-Age or Expires.
 */
export function setSessionCookie(reply: FastifyReply, session: NewSession, secure: boolean): void {
  const options = baseOptions(secure);
  if (session.remember) {
    options.maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  }
  reply.setCookie(SESSION_COOKIE, session.token, options);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(secure));
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/**
 * The device cookie (ADR 087): which account this browser has signed in to, so a guesser's
 * failures elsewhere never slow its owner here. Pages do not read it (only signing in does), so
 * it is not one of SHOP_COOKIES and a visitor carrying it still gets the shared pages.
 */
export const DEVICE_COOKIE = 'login_device';
const DEVICE_COOKIE_SECONDS = 180 * 24 * 3600;

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...baseOptions(secure), maxAge: DEVICE_COOKIE_SECONDS });
}

export function deviceToken(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE] || undefined;
}

/** Both cookies of a sign-in: the session and the device. */
export function setSignInCookies(
  reply: FastifyReply,
  signedIn: { session: NewSession; deviceToken: string },
  secure: boolean,
): void {
  setSessionCookie(reply, signedIn.session, secure);
  setDeviceCookie(reply, signedIn.deviceToken, secure);
}
